import type { RegisterRule } from '@lobbykit/platform';
import { checkMobileNumber, mobileProblemMessage } from '../shared/mobile-rule.ts';
import { trimValues, type Problems } from '../shared/problems.ts';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code.ts';

export type UsernameLoginValues = Record<'username' | 'password' | 'captcha', string>;

export type SmsLoginValues = Record<'mobileNum' | 'verificationCode', string>;

/** Spec §5 login: username, password and (when shown) captcha are required. */
export function usernameLoginProblems(
  values: UsernameLoginValues,
  { captchaShown }: { captchaShown: boolean },
): Problems<keyof UsernameLoginValues> {
  const { username, password, captcha } = trimValues(values);
  const problems: Problems<keyof UsernameLoginValues> = {};
  if (!username) problems.username = { key: 'validation.username_required' };
  if (!password) problems.password = { key: 'validation.password_required' };
  if (captchaShown && !captcha) problems.captcha = { key: 'validation.captcha_required' };
  return problems;
}

/** Spec §5 login: mobileNum required and by the mobile rule; the SMS code required. */
export function smsLoginProblems(
  values: SmsLoginValues,
  mobileRule: RegisterRule | undefined,
): Problems<keyof SmsLoginValues> {
  const { mobileNum, verificationCode } = trimValues(values);
  const problems: Problems<keyof SmsLoginValues> = {};
  const mobileProblem = checkMobileNumber(mobileNum, mobileRule);
  if (mobileProblem) problems.mobileNum = mobileProblemMessage(mobileProblem, mobileRule);
  if (!verificationCode) problems.verificationCode = { key: 'validation.sms_code_required' };
  else if (verificationCode.length > VERIFICATION_CODE_MAX_LENGTH)
    problems.verificationCode = { key: 'validation.sms_code_too_long', values: { max: VERIFICATION_CODE_MAX_LENGTH } };
  return problems;
}
