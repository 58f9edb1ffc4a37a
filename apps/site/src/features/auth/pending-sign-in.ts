/**
 * A sign-in that must change its password before anything else (spec §4: the default weak
 * password, or an expired one while PWDEXPFORCECHANGE3 is on). Its token is held here, in memory
 * only, and the site does not count as signed in until the password is changed: a reload or a
 * second tab cannot skip the change, and nothing member-only loads behind the forced dialog.
 * Its calls name this token themselves (`{ token }` in the call's options), so the session's is
 * never sent with them, nor ended when the platform refuses it.
 */
import { createStore } from '../../core/store.ts';

export type ForcedChangeReason = 'weak' | 'expired';

export interface PendingSignIn {
  token: string;
  username: string;
  accountType: number | null;
  /** The password just used: the change call needs it as the old password. */
  password: string;
  /** The remember-password choice, applied to the new password once it is set. */
  remember: boolean;
  reason: ForcedChangeReason;
}

export const pendingSignInStore = createStore<PendingSignIn | null>(null);

export function clearPendingSignIn() {
  pendingSignInStore.set(null);
}
