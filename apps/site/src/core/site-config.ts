import { httpsUrl, systemStatusCode, whitelabelFlags, type SystemStatus } from '@lobbykit/platform';
import useSWR from 'swr';
import { currentBrand } from './brand.ts';
import { callPlatform } from './platform/call-platform.ts';
import { siteHost } from './render-context.ts';
import { rememberFeatures } from './platform/enabled-features.ts';

/** What the status call (spec §3 permission response) tells the site about this brand. */
export interface SiteConfig {
  /** Spec §2: 0 normal, 1 maintenance, 2 region blocked. */
  systemStatus: 0 | 1 | 2;
  /** Whitelabel module ids that are on (PWRESET, MOBILEVERCODELOGIN3, DIRECTREG3…). */
  features: ReadonlySet<string>;
  register: SystemStatus['info']['register'];
  resources: SystemStatus['info']['resources'];
  /** An https address only: it becomes a link and a window, where `javascript:` would run as the site. */
  customerServiceUrl: string | null;
  /** The visitor's IP as the platform sees it (region-blocked page). */
  ip: string | null;
  /** Host for vendor logos and flags: a CDN from the platform, else the brand's own. */
  imageHost: string;
  launchGameCdn: string | null;
}

export function toSiteConfig(status: SystemStatus): SiteConfig {
  const features = whitelabelFlags(status.info.whitelabel);
  return {
    systemStatus: systemStatusCode(status),
    features,
    register: status.info.register,
    resources: status.info.resources,
    customerServiceUrl: httpsUrl(status.info.customerService?.url)?.href ?? null,
    ip: status.info.location?.ip ?? null,
    // The platform's CDNs are interchangeable; the first keeps image URLs stable between renders.
    imageHost: status.info.imageCDNs[0] ?? currentBrand().imageHost,
    launchGameCdn: status.info.launchGameCDNs[0] ?? null,
  };
}

export const siteConfigKey = 'systemStatus';

async function fetchSiteConfig(): Promise<SiteConfig> {
  const status = await callPlatform('system', 'systemStatus', { url: siteHost() });
  const config = toSiteConfig(status);
  // Calls gated by a module that is off are refused before sending from now on.
  if (!import.meta.env.SSR) rememberFeatures(config.features);
  return config;
}

/** Fetched once at start-up (spec §4) and shared by every screen. */
export function useSiteConfig() {
  return useSWR(siteConfigKey, fetchSiteConfig, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** True when the brand has this whitelabel module on; false while the config is loading. */
export function useFeature(modId: string): boolean {
  return useSiteConfig().data?.features.has(modId) ?? false;
}
