import { defaultBrand, findBuiltInBrand, type Brand } from '@lobbykit/theme';

/**
 * The brand this page serves. The site server stamps the chosen merchant code on <html data-brand>
 * (and the built-in brands' CSS already styles it); a code no built-in brand has gets the default.
 */
export function currentBrand(): Brand {
  return findBuiltInBrand(document.documentElement.dataset.brand) ?? defaultBrand;
}
