import useSWR, { preload, unstable_serialize, type Cache } from 'swr';
import { currentBrand } from '../../core/brand.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

type HotKey = readonly [kind: 'hotGames', vendor: string, gameType: string, language: string];

const hotKey = (vendor: string, gameType: string, language: string): HotKey => ['hotGames', vendor, gameType, language];

function fetchHotGames([, vassalage, gameType, language]: HotKey) {
  return callPlatform('games', 'hotGames', {
    merchantCode: currentBrand().merchantCode,
    vassalage,
    gameType,
    language,
  });
}

/**
 * Starts loading a vendor's hot games as soon as the vendor is chosen, ahead of the render; a
 * vendor whose hot games are cached is not asked again (spec §4).
 */
export function prefetchHotGames(vendor: string, gameType: string, language: string, cache: Cache): void {
  const key = hotKey(vendor, gameType, language);
  if (cache.get(unstable_serialize(key))?.data !== undefined) return;
  void preload(key, fetchHotGames).catch(() => undefined);
}

/**
 * The vendor's hot games (a public call, spec §3). Spec §4: the hot list is cached — one page,
 * asked for once per vendor and language while the site is open — and its length decides whether
 * the hot tab is offered at all.
 */
export function useHotGames(vendor: string | undefined, gameType: string | undefined, language: string) {
  return useSWR(vendor && gameType ? hotKey(vendor, gameType, language) : null, fetchHotGames, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
