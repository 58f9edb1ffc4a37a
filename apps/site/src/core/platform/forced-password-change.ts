import { isPlatformError } from '@lobbykit/platform';
import { openOverlay } from '../overlays.ts';
import { sessionStore } from '../session.ts';
import type { PlatformCaller } from './call-platform.ts';

/**
 * A call the platform refused because the session must change its password first: it was opened
 * with the default weak or an expired password, and the platform lets it do nothing else until
 * the change (the sandbox's restricted session; `operation-not-allowed` with
 * `{ passwordChangeRequired: true }`).
 */
export function isPasswordChangeRequired(error: unknown): boolean {
  if (!isPlatformError(error) || error.kind !== 'operation-not-allowed') return false;
  const value = error.serverValue as { passwordChangeRequired?: unknown } | null | undefined;
  return Boolean(value && typeof value === 'object' && value.passwordChangeRequired);
}

/**
 * The site's client, with one rule added: when the session's own token is refused that way (a
 * reload dismissed the forced dialog, another tab…), the forced change-password dialog opens again
 * instead of the screen showing a refusal. A call naming its own token (a held-back sign-in) is
 * the dialog's own business, and a refusal still reaches the caller either way.
 */
export function withForcedPasswordChange(client: PlatformCaller): PlatformCaller {
  return {
    call: (endpoint, input, options) =>
      client.call(endpoint, input, options).catch((error: unknown) => {
        if (isPasswordChangeRequired(error) && !options?.token && sessionStore.get().token !== null) {
          openOverlay({ kind: 'changePassword', forced: true });
        }
        throw error;
      }),
  };
}
