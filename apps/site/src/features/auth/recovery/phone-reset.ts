import { signIn, type SignInOutcome } from '../login-sequence.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export interface PhoneResetInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  /** The captcha answer, when the brand's sign-in asks for one. */
  captcha?: string;
}

/** The password was changed, but the sign-in that follows it was refused. */
export class SignInAfterResetError extends Error {
  override readonly name = 'SignInAfterResetError';
  constructor(
    readonly username: string,
    override readonly cause: unknown,
  ) {
    super(`the password of ${username} was reset, but signing in failed`, { cause });
  }
}

export function isSignInAfterResetError(error: unknown): error is SignInAfterResetError {
  return error instanceof SignInAfterResetError;
}

/**
 * Spec §4 phone recovery: set the new password with the SMS code, then sign in with it through the
 * login sequence. A refused reset throws the platform's error; a refused sign-in after a good
 * reset throws SignInAfterResetError, so the player is told the password did change.
 */
export async function resetPasswordByPhone(
  input: PhoneResetInput,
  features: ReadonlySet<string> | undefined,
): Promise<SignInOutcome> {
  const { username } = await callPlatform('member', 'setPasswordByPhone', {
    mobileNum: input.mobileNum,
    countryDialingCode: input.countryDialingCode,
    verificationCode: input.verificationCode,
    newPassword: input.newPassword,
  });
  try {
    return await signIn(
      { type: 'username', username, password: input.newPassword, ...(input.captcha ? { captcha: input.captcha } : {}) },
      { features },
    );
  } catch (error) {
    throw new SignInAfterResetError(username, error);
  }
}
