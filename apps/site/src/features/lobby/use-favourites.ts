import type { GameItem } from '@lobbykit/platform';
import { useCallback, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { useSession } from '../../core/session.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

/** Spec §3: a favourite is keyed by node id (with its vendor and game type). */
export function favouriteId(game: Pick<GameItem, 'nodeId'>): string {
  return String(game.nodeId);
}

/** Protocol notes: the old client let a card's favourite toggle fire at most once a second. */
export const FAVOURITE_TOGGLE_INTERVAL_MS = 1000;

/**
 * A throttle per key: `allow(key, now)` is true at most once per interval for each key, so a
 * double click on one heart sends one call while another card's heart still answers at once.
 */
export function createToggleThrottle(intervalMs = FAVOURITE_TOGGLE_INTERVAL_MS) {
  const last = new Map<string, number>();
  return {
    allow(key: string, now: number): boolean {
      const previous = last.get(key);
      if (previous !== undefined && now - previous < intervalMs) return false;
      last.set(key, now);
      return true;
    },
  };
}

/** The signed-in player's favourite game ids (none for a guest), and a toggle reflected at once. */
export function useFavourites() {
  const { token } = useSession();
  const swr = useSWR(token ? (['favouriteGames', token] as const) : null, () =>
    callPlatform('games', 'favouriteGames', {}),
  );
  const { data, mutate } = swr;
  const ids = useMemo(() => new Set((data ?? []).map(favouriteId)), [data]);
  const throttle = useRef(createToggleThrottle());

  /**
   * Adds or removes a favourite; the heart changes before the platform answers and goes back if it
   * refuses (the promise rejects). Resolves false when the throttle swallowed the press.
   */
  const toggle = useCallback(
    async (game: GameItem, favourite: boolean): Promise<boolean> => {
      const id = favouriteId(game);
      if (!throttle.current.allow(id, Date.now())) return false;
      const key = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      await mutate(
        async (current = []) => {
          await callPlatform('games', 'favouriteToggle', { ...key, favourite });
          return favourite
            ? [key, ...current.filter((entry) => favouriteId(entry) !== id)]
            : current.filter((entry) => favouriteId(entry) !== id);
        },
        {
          optimisticData: (current = []) =>
            favourite
              ? [key, ...current.filter((entry) => favouriteId(entry) !== id)]
              : current.filter((entry) => favouriteId(entry) !== id),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      return true;
    },
    [mutate],
  );

  return { ids, toggle, error: swr.error as unknown };
}
