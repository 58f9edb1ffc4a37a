import { createPlatformClient } from '@lobbykit/platform';
import i18next from 'i18next';
import { currentBrand } from '../brand.ts';
import { readPrimedData } from '../primed-data.ts';
import { endSession, sessionStore } from '../session.ts';

/** The site config key's primed answer on a server-rendered page (see app/site-config.ts). */
const primedConfig = readPrimedData().systemStatus as { features?: ReadonlySet<string> } | undefined;

let enabledFeatures: ReadonlySet<string> | undefined = primedConfig?.features;

/** Once the status call has said: calls gated by a module that is off are refused before sending. */
export function rememberFeatures(features: ReadonlySet<string>) {
  enabledFeatures = features;
}

/** One client for the whole site: same-origin by default, where /wps and /lgw reach the platform. */
export const platform = createPlatformClient({
  baseUrl: import.meta.env.VITE_PLATFORM_BASE_URL ?? '',
  merchant: currentBrand().merchantCode,
  language: () => i18next.language || currentBrand().defaultLanguage,
  token: () => sessionStore.get().token,
  features: () => enabledFeatures,
  // The platform no longer knows the token: drop the session so the site shows the guest state.
  onSessionExpired: endSession,
  // The site server draws only what comes through `callPlatform`; a screen that calls this client
  // directly is left, at once, to fetch its own data in the browser.
  ...(import.meta.env.SSR && {
    retries: 0,
    fetch: () => Promise.reject(new TypeError('fetched in the browser')),
  }),
});
