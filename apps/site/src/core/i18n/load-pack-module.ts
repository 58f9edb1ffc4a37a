import type { ResourceKey } from 'i18next';
import type { Pack } from './pack.ts';

/**
 * Packs as modules, for the dev server, Storybook, Vitest and the server renderer's build
 * (build/locale-packs.ts). EN's first-page namespaces are in the main bundle (i18n.ts).
 */
const packs = import.meta.glob<{ default: ResourceKey }>([
  '@locales/*/*.json',
  '!@locales/en/common.json',
  '!@locales/en/shell.json',
]);

export async function loadPack(code: string, namespace: string): Promise<Pack> {
  const suffix = `/${code.toLowerCase()}/${namespace}.json`;
  const loader = Object.entries(packs).find(([path]) => path.endsWith(suffix))?.[1];
  return ((await loader?.())?.default ?? {}) as Pack;
}
