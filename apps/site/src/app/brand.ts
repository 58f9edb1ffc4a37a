import { brandProfile, type BrandProfile } from '@lobbykit/theme/brand-profiles';

/**
 * The brand this page serves. The site server stamps the merchant code on <html data-brand> (and
 * the built-in brands' CSS already styles it); a code no built-in brand has gets the default.
 */
export function currentBrand(): BrandProfile {
  return brandProfile(document.documentElement.dataset.brand);
}
