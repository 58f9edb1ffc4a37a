import { createPlatformClient } from '@lobbykit/platform';
import i18next from 'i18next';
import { currentBrand } from '../brand.ts';
import { endSession, sessionStore } from '../session.ts';
import { enabledFeatures } from './enabled-features.ts';
import { withForcedPasswordChange } from './forced-password-change.ts';
import './url-policy.ts';

/**
 * The site's one client in the browser: same-origin by default, where /wps and /lgw reach the
 * platform. Loaded with the first call (call-platform.ts), never by a feature directly.
 */
export const platform = withForcedPasswordChange(
  createPlatformClient({
    baseUrl: import.meta.env.VITE_PLATFORM_BASE_URL ?? '',
    merchant: currentBrand().merchantCode,
    language: () => i18next.language || currentBrand().defaultLanguage,
    token: () => sessionStore.get().token,
    features: enabledFeatures,
    // The platform no longer knows the token: drop the session so the site shows the guest state.
    onSessionExpired: endSession,
  }),
);
