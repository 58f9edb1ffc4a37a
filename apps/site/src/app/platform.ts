import { createPlatformClient } from '@lobbykit/platform';
import i18next from 'i18next';
import { currentBrand } from './brand.ts';

/** Session storage keys of spec §3 that belong to the signed-in member. */
const sessionKeys = ['token', 'isAgent', 'username'];

/** One client for the whole site: same-origin by default, where /wps and /lgw reach the platform. */
export const platform = createPlatformClient({
  baseUrl: import.meta.env.VITE_PLATFORM_BASE_URL ?? '',
  merchant: currentBrand().merchantCode,
  language: () => i18next.language || currentBrand().defaultLanguage,
  token: () => sessionStorage.getItem('token'),
  // The platform no longer knows the token: drop the session so the site shows the guest state.
  onSessionExpired: () => {
    for (const key of sessionKeys) sessionStorage.removeItem(key);
  },
});
