/**
 * Signing out (spec §4 Logout): the logout call, then the session dropped locally whatever the
 * call answered — a player who asked to leave is never kept signed in by a network failure.
 */
import { mutate } from 'swr';
import { memberInfoKey } from '../../core/member/member-info.ts';
import { endSession, sessionStore } from '../../core/session.ts';
import { clearPendingSignIn, pendingSignInStore } from './pending-sign-in.ts';
import { forgetSessionPassword } from './session-password.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

/** How long the logout call may take before the session is dropped anyway. */
export const LOGOUT_WAIT_MS = 5000;

export async function signOut(): Promise<void> {
  const { token } = sessionStore.get();
  try {
    if (token) await callPlatform('session', 'logout', {}, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
  } catch {
    // Dropped locally below all the same; the platform's session expires on its own.
  }
  endSession();
  forgetSessionPassword();
  clearPendingSignIn();
  if (token) await mutate(memberInfoKey(token), undefined, { revalidate: false });
}

/** Abandons a sign-in waiting for its forced password change (its token is ended on the platform). */
export async function abandonPendingSignIn(): Promise<void> {
  const pending = pendingSignInStore.get();
  if (!pending) return;
  try {
    await callPlatform('session', 'logout', {}, { token: pending.token, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
  } catch {
    // The token was never the site's session; forgetting it is enough.
  }
  clearPendingSignIn();
  forgetSessionPassword();
}
