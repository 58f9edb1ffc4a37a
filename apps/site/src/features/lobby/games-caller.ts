import type { gameEndpoints } from '@lobbykit/platform/endpoints/games';
import type { platform as platformClient } from '../../core/platform/client.ts';
import { callPlatform, type LazyRequest, type LazyResponse } from '../../core/platform/call-platform.ts';

type GameCall = keyof typeof gameEndpoints;

let loaded: { platform: typeof platformClient; games: typeof gameEndpoints } | undefined;
let loading: Promise<void> | undefined;

/**
 * The lobby's platform calls. The first goes through `callPlatform`, which fetches the client and
 * the games table as chunks of their own (so /rng's first load stays light); once they are here,
 * calls use them directly and the request leaves in the same tick as the player's choice, not a
 * module look-up later, behind the render the choice starts.
 */
export function callGames<Name extends GameCall>(
  name: Name,
  input: LazyRequest<'games', Name>,
): Promise<LazyResponse<'games', Name>> {
  // The site server calls with each visitor's own client, which only callPlatform picks.
  if (import.meta.env.SSR) return callPlatform('games', name, input);
  if (loaded) {
    const endpoint = loaded.games[name];
    return loaded.platform.call(endpoint as never, input as never) as Promise<LazyResponse<'games', Name>>;
  }
  loading ??= Promise.all([import('../../core/platform/client.ts'), import('@lobbykit/platform/endpoints/games')]).then(
    ([client, tables]) => {
      loaded = { platform: client.platform, games: tables.gameEndpoints };
    },
    () => {
      loading = undefined;
    },
  );
  return callPlatform('games', name, input);
}
