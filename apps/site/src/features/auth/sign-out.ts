/**
 * Signing out (spec §4 Logout): the logout call, then the session dropped locally whatever the
 * call answered — a player who asked to leave is never kept signed in by a network failure.
 */
import { sessionEndpoints } from '@lobbykit/platform/endpoints/session';
import { mutate } from 'swr';
import { memberInfoKey } from '../../core/member/member-info.ts';
import { platform } from '../../core/platform/client.ts';
import { endSession, sessionStore } from '../../core/session.ts';
import { clearPendingSignIn, pendingPlatform, pendingSignInStore } from './pending-sign-in.ts';
import { forgetSessionPassword } from './session-password.ts';

/** How long the logout call may take before the session is dropped anyway. */
export const LOGOUT_WAIT_MS = 5000;

export async function signOut(): Promise<void> {
  const { token } = sessionStore.get();
  try {
    if (token) await platform.call(sessionEndpoints.logout, {}, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
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
  if (!pendingSignInStore.get()) return;
  try {
    await pendingPlatform.call(sessionEndpoints.logout, {}, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
  } catch {
    // The token was never the site's session; forgetting it is enough.
  }
  clearPendingSignIn();
  forgetSessionPassword();
}
