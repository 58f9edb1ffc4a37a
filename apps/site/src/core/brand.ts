import { brandProfile, type BrandProfile } from '@lobbykit/theme/brand-profiles';
import { renderContext } from './render-context.ts';

/**
 * The brand this page serves. The site server stamps the merchant code on <html data-brand> (and
 * the built-in brands' CSS already styles it); a code no built-in brand has gets the default.
 * While the server renders the page, the code it chose for the host.
 */
export function currentBrand(): BrandProfile {
  const code = renderContext()?.brand ?? document.documentElement.dataset.brand;
  return brandProfile(code);
}
