/**
 * Changing the password (spec §4, §7 POST /wps/member/password, encrypted). For a sign-in held
 * back by a forced change, success is what finally starts the session.
 */
import { isPlatformError } from '@lobbykit/platform';
import { startSession } from '../../../core/session.ts';
import { loadMemberInfo } from '../login-sequence.ts';
import { clearPendingSignIn, type PendingSignIn } from '../pending-sign-in.ts';
import { rememberedCredentials } from '../remembered-credentials.ts';
import { keepSessionPassword } from '../session-password.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** The forced change of a held-back sign-in: on success the member is signed in. */
export async function completePendingSignIn(pending: PendingSignIn, change: PasswordChange): Promise<void> {
  try {
    await callPlatform(
      'member',
      'changePassword',
      { oldPassword: change.oldPassword, newPassword: change.newPassword, confirmNewPassword: change.newPassword },
      { token: pending.token },
    );
  } catch (error) {
    // The held-back token has lapsed: there is no sign-in left to complete.
    if (isPlatformError(error) && error.kind === 'not-logged-in') clearPendingSignIn();
    throw error;
  }
  clearPendingSignIn();
  startSession({ token: pending.token, username: pending.username, accountType: pending.accountType });
  keepSessionPassword(pending.username, change.newPassword);
  await rememberedCredentials.saveUsernameLogin({
    username: pending.username,
    password: change.newPassword,
    remember: pending.remember,
  });
  await loadMemberInfo(pending.token);
}

/** A signed-in member's own change; a remembered password for them is replaced by the new one. */
export async function changeSessionPassword(username: string, change: PasswordChange): Promise<void> {
  await callPlatform('member', 'changePassword', {
    oldPassword: change.oldPassword,
    newPassword: change.newPassword,
    confirmNewPassword: change.newPassword,
  });
  keepSessionPassword(username, change.newPassword);
  if (rememberedCredentials.rememberFlag() && (await rememberedCredentials.passwordFor(username)) !== null) {
    await rememberedCredentials.saveUsernameLogin({ username, password: change.newPassword, remember: true });
  }
}
