import { createPlatformClient } from '@lobbykit/platform';
import i18next from 'i18next';
import { currentBrand } from './brand.ts';

/** One client for the whole site: same-origin by default, where /wps and /lgw reach the platform. */
export const platform = createPlatformClient({
  baseUrl: import.meta.env.VITE_PLATFORM_BASE_URL ?? '',
  merchant: currentBrand().merchantCode,
  language: () => i18next.language || currentBrand().defaultLanguage,
  token: () => sessionStorage.getItem('token'),
});
