import { httpsUrl, sitePath } from '@lobbykit/platform';
import { vendorHref, type VendorLane } from '../../../core/games/game-categories.ts';

/** What pressing a banner does: go to a page of the site, or open an outside link in a new tab. */
export type BannerDestination = { kind: 'route'; path: string } | { kind: 'external'; url: string };

export interface LinkedBanner {
  linkageType?: string | number | null | undefined;
  link?: string | null | undefined;
}

/**
 * Where a banner leads (spec §2: a banner with a linkageType opens its link). A path stays in the
 * site (only when it resolves to the site's own origin), an https address opens in a new tab, and a GAME banner names a vendor, which leads to
 * its category page with the vendor chosen. Anything else is a picture only.
 */
export function bannerDestination(
  banner: LinkedBanner,
  lanes: readonly VendorLane[] = [],
  siteOrigin = globalThis.location?.origin ?? 'https://site.invalid',
): BannerDestination | null {
  const link = banner.link?.trim();
  if (!banner.linkageType || !link) return null;
  const path = sitePath(link, siteOrigin);
  if (path) return { kind: 'route', path };
  const external = httpsUrl(link);
  if (external) return { kind: 'external', url: external.href };
  if (String(banner.linkageType).toUpperCase() === 'GAME') {
    const vendor = lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === link);
    const href = vendor && vendorHref(vendor);
    if (href) return { kind: 'route', path: href };
  }
  return null;
}
