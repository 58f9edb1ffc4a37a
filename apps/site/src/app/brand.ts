import { defaultBrand, type Brand } from '@lobbykit/theme';

/**
 * The brand this page serves. The site server stamps the chosen merchant code on <html data-brand>;
 * until more brands are built in, every code resolves to the default brand.
 */
export function currentBrand(): Brand {
  return defaultBrand;
}
