import { startSession } from '../../../core/session.ts';
import { loadMemberInfo } from '../login-sequence.ts';
import { keepSessionPassword } from '../session-password.ts';
import type { RegisterPayload } from './register-payload.ts';
import type { RegisterTab } from './register-tabs.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

/**
 * Spec §4 Registration, once the form is valid (and the affiliate code checked): register, which
 * signs the new member in (`login: true`), keep the session, load the member info. Throws the
 * platform's refusal; nothing is stored then.
 */
export async function registerAndSignIn(tab: RegisterTab, payload: RegisterPayload): Promise<{ username: string }> {
  // The form has checked these; an empty one is refused by the request schema before sending.
  const session =
    tab === 'mobile'
      ? await callPlatform('member', 'registerMobile', {
          ...payload,
          mobileNum: payload.mobileNum ?? '',
          countryDialingCode: payload.countryDialingCode ?? '',
        })
      : await callPlatform('member', 'register', {
          ...payload,
          username: payload.username ?? '',
          password: payload.password ?? '',
          confirmPassword: payload.confirmPassword ?? '',
        });
  const username = session.username ?? payload.username ?? '';
  startSession({ token: session.token, username, accountType: session.isAgent ?? null });
  // A password change right after needs no "current password" (spec §5 change password).
  if (payload.password) keepSessionPassword(username, payload.password);
  await loadMemberInfo(session.token);
  return { username };
}
