/**
 * The sign-in sequence of spec §4, shared by the login popup and the recovery flow (a phone reset
 * signs in with the new password).
 *
 *   const outcome = await signIn({ type: 'username', username, password }, { remember, features });
 *   if (outcome.kind === 'mustChangePassword') openOverlay({ kind: 'changePassword', forced: true });
 *   else { closeOverlay(); navigate('/'); }
 *
 * Stable API: `signIn(credentials, options)`, `startFreePlay()`, `forcedChangeReason(…)`,
 * `loadMemberInfo(token)`. signIn throws the PlatformError of a refused login (its `serverValue`
 * may ask for a captcha: see `loginWantsCaptcha`).
 */
import { defaultWeakPassword, isPlatformError, trialAccountType, type Session } from '@lobbykit/platform';
import { mutate } from 'swr';
import { memberInfoKey } from '../../core/member/member-info.ts';
import { setAccountType, startSession } from '../../core/session.ts';
import { loginDeviceId } from './device-id.ts';
import { pendingSignInStore, type ForcedChangeReason } from './pending-sign-in.ts';
import { rememberedCredentials } from './remembered-credentials.ts';
import { keepSessionPassword } from './session-password.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

export type LoginCredentials =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string };

export type SignInOutcome =
  | { kind: 'signedIn'; username: string; firstTimeLogin: boolean }
  | { kind: 'mustChangePassword'; username: string; reason: ForcedChangeReason };

export interface SignInOptions {
  /** The remember-password checkbox (username sign-in only). */
  remember?: boolean;
  /** The brand's whitelabel modules (PWDEXPFORCECHANGE3 decides about expired passwords). */
  features?: ReadonlySet<string>;
}

/**
 * Whether this sign-in must change its password first: the default weak password, or an expired
 * one while the brand forces the change. Never for an SMS sign-in, which used no password.
 */
export function forcedChangeReason({
  type,
  password,
  passwordExpired,
  forceExpiredChange,
}: {
  type: LoginCredentials['type'];
  password: string | undefined;
  passwordExpired: boolean;
  forceExpiredChange: boolean;
}): ForcedChangeReason | null {
  if (type === 'sms') return null;
  if (password === defaultWeakPassword) return 'weak';
  if (passwordExpired && forceExpiredChange) return 'expired';
  return null;
}

/** A refused login whose value asks the form to show (and fetch) a captcha (spec §3, §8). */
export function loginWantsCaptcha(error: unknown): boolean {
  if (!isPlatformError(error)) return false;
  const value = error.serverValue as { captcha?: unknown } | null | undefined;
  return Boolean(value && typeof value === 'object' && value.captcha);
}

/**
 * Loads the member info into the shared cache and records the account type. A failure leaves the
 * member signed in; the header loads the info again when it can.
 */
export async function loadMemberInfo(token: string): Promise<void> {
  try {
    const info = await callPlatform('member', 'memberInfo', {});
    setAccountType(info.type);
    await mutate(memberInfoKey(token), info, { revalidate: false });
  } catch {
    // Signed in all the same.
  }
}

function establishSession(value: Session, username: string, fallbackType: number | null = null) {
  startSession({ token: value.token, username, accountType: value.isAgent ?? fallbackType });
}

export async function signIn(credentials: LoginCredentials, options: SignInOptions = {}): Promise<SignInOutcome> {
  const value = await callPlatform('session', 'login', { ...credentials, loginDeviceId: loginDeviceId() });
  const password = credentials.type === 'username' ? credentials.password : undefined;
  const username = value.username ?? (credentials.type === 'username' ? credentials.username : credentials.mobileNum);
  const remember = options.remember === true;

  if (credentials.type === 'sms') {
    rememberedCredentials.saveSmsMobile({
      countryDialingCode: credentials.countryDialingCode,
      mobileNum: credentials.mobileNum,
    });
  }

  const reason = forcedChangeReason({
    type: credentials.type,
    password,
    passwordExpired: value.passwordExpired,
    forceExpiredChange: options.features?.has('PWDEXPFORCECHANGE3') ?? false,
  });
  if (reason && password !== undefined) {
    // The password about to be replaced is not remembered; the new one is, once it is set.
    await rememberedCredentials.saveUsernameLogin({ username, password, remember: false });
    pendingSignInStore.set({
      token: value.token,
      username,
      accountType: value.isAgent ?? null,
      password,
      remember,
      reason,
    });
    return { kind: 'mustChangePassword', username, reason };
  }

  establishSession(value, username);
  if (password !== undefined) {
    keepSessionPassword(username, password);
    await rememberedCredentials.saveUsernameLogin({ username, password, remember });
  }
  await loadMemberInfo(value.token);
  return { kind: 'signedIn', username, firstTimeLogin: value.firstTimeLogin };
}

/** Free play (spec §4): a trial session, member info loaded. */
export async function startFreePlay(): Promise<{ username: string }> {
  const value = await callPlatform('session', 'freePlay', { loginDeviceId: loginDeviceId() });
  const username = value.username ?? '';
  establishSession(value, username, trialAccountType);
  pendingSignInStore.set(null);
  await loadMemberInfo(value.token);
  return { username };
}
