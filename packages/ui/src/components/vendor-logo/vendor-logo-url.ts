/** A game provider as the platform lists it (vendor lanes, game-type vendor lists). */
export interface Vendor {
  /** The platform's vendor code, e.g. "PG", "JL", "EG4". */
  vassalage: string;
  /** The game category the vendor is listed under, e.g. "RNG", "LIVE", "SPORTS". */
  gameType: string;
  /** Display name, shown when the logo image cannot be loaded. */
  name: string;
  isHot?: boolean;
}

/**
 * BTI is listed under several categories but only ships one colour logo, the sports one, so its
 * image never follows the category in the path.
 */
export const BTI_COLOR_LOGO_PATH = 'TCG_PROD_IMAGES/SPORTS_LIST_VENDOR/BTI-COLOR.png';

/** The platform's own lottery lanes (TCG_SEA…) have no vendor logo and are left out of logo strips. */
export function isLogoVendor(vendor: Pick<Vendor, 'vassalage'>): boolean {
  return !vendor.vassalage.toUpperCase().startsWith('TCG');
}

/**
 * The colour logo of a vendor: `{imageHost}/TCG_PROD_IMAGES/{gameType}_LIST_VENDOR/{vassalage}-COLOR.png`,
 * except BTI, which always uses {@link BTI_COLOR_LOGO_PATH}.
 */
export function vendorLogoUrl(imageHost: string, vendor: Pick<Vendor, 'vassalage' | 'gameType'>): string {
  const host = imageHost.replace(/\/+$/, '');
  if (vendor.vassalage.toUpperCase() === 'BTI') return `${host}/${BTI_COLOR_LOGO_PATH}`;
  return `${host}/TCG_PROD_IMAGES/${vendor.gameType}_LIST_VENDOR/${vendor.vassalage}-COLOR.png`;
}
