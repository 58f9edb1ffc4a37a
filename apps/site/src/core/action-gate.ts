import { isTrialType } from '@lobbykit/platform';
import { useCallback } from 'react';
import { openOverlay } from './overlays.ts';
import { sessionStore } from './session.ts';

/**
 * Spec §5 action gate: without a token the login popup opens and the action is blocked; a trial
 * account (type 4) is told it needs a real account; everyone else goes ahead.
 * Returns true when the action ran.
 */
export function runGated(action: () => void): boolean {
  const { token, accountType } = sessionStore.get();
  if (!token) {
    openOverlay({ kind: 'login' });
    return false;
  }
  if (isTrialType(accountType)) {
    openOverlay({ kind: 'trialWarning' });
    return false;
  }
  action();
  return true;
}

export function useActionGate() {
  return useCallback((action: () => void) => runGated(action), []);
}
