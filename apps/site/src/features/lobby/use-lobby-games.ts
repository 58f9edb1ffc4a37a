import type { GameItem } from '@lobbykit/platform';
import { useCallback, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { LOBBY_PAGE_SIZE, type ListType, type LobbyState } from './lobby-state.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

/** One call of the paged lists (spec §3 game list, favourites and recent queries). */
export type PagedListQuery =
  | {
      type: 'default';
      gameType: string;
      vendor: string;
      search: string;
      minBet: LobbyState['minBet'];
      classification: LobbyState['classification'];
    }
  | { type: 'fav'; gameType: string }
  | { type: 'recent'; vendor: string };

/** The paged query a list type makes for a state and vendor; the hot list is not paged. */
export function pagedListQuery(
  type: ListType,
  state: LobbyState,
  vendor: { vassalage: string; gameType: string },
): PagedListQuery | null {
  switch (type) {
    case 'default':
      return {
        type,
        gameType: vendor.gameType,
        vendor: vendor.vassalage,
        search: state.search,
        minBet: state.minBet,
        classification: state.classification,
      };
    case 'fav':
      return { type, gameType: vendor.gameType };
    case 'recent':
      return { type, vendor: vendor.vassalage };
    case 'hot':
      return null;
  }
}

export interface GamePage {
  games: GameItem[];
  totalPages: number;
  /** How many games match, when the platform says (the game list does). */
  totalCount?: number | undefined;
}

type PageKey = readonly [kind: 'lobbyGames', query: string, language: string, visit: number, pageNo: number];

async function fetchPage(query: PagedListQuery, language: string, pageNo: number): Promise<GamePage> {
  const paging = { pageNo, pageSize: LOBBY_PAGE_SIZE, language };
  switch (query.type) {
    case 'default': {
      const answer = await callPlatform('games', 'gameList', {
        gameType: query.gameType,
        vassalage: query.vendor,
        ...(query.search ? { gameName: query.search } : {}),
        ...(query.minBet !== null ? { minBet: query.minBet } : {}),
        ...(query.classification ? { gameClassify: query.classification } : {}),
        ...paging,
      });
      return { games: answer.games, totalPages: answer.totalPages, totalCount: answer.totalCount };
    }
    case 'fav': {
      const answer = await callPlatform('games', 'favouriteGamesList', { gameType: query.gameType, ...paging });
      return { games: answer.content, totalPages: answer.totalPages };
    }
    case 'recent': {
      const answer = await callPlatform('games', 'recentGames', { vassalage: query.vendor, ...paging });
      return { games: answer.list, totalPages: answer.totalPages };
    }
  }
}

/** A stable text for a query: SWR keys per query, and the grid's `data-query` for tests and the bench. */
export function queryId(query: PagedListQuery): string {
  return JSON.stringify(query);
}

/** First pages asked for ahead of the render that needs them, by query, language and page. */
const early = new Map<string, Promise<GamePage>>();
const earlyKey = (id: string, language: string, pageNo: number) => `${language}|${pageNo}|${id}`;

/**
 * Starts loading a list's first page the moment the player chooses it (a search, a vendor, a
 * filter), so the call runs while the screen renders instead of after it. The list's own fetch
 * picks the answer up; an unused one is dropped after a few seconds. Resolves with the page.
 */
export function prefetchFirstPage(query: PagedListQuery, language: string): Promise<GamePage> {
  const key = earlyKey(queryId(query), language, 1);
  const asked = early.get(key);
  if (asked) return asked;
  const page = fetchPage(query, language, 1);
  // Handled by whoever takes it; never an unhandled rejection while it waits.
  page.catch(() => undefined);
  early.set(key, page);
  setTimeout(() => early.delete(key), 5_000);
  return page;
}

function takeEarly(id: string, language: string, pageNo: number): Promise<GamePage> | undefined {
  const key = earlyKey(id, language, pageNo);
  const page = early.get(key);
  early.delete(key);
  return page;
}

/**
 * The pages of one list, loaded one after another (load more, infinite scroll). Each query has its
 * own SWR keys, so going back to a search shows its pages at once. Favourites and recent games
 * start empty on every visit to their tab (spec §4 "clears list, loads"): they change as the player
 * plays, and a stale list would show games that are no longer there.
 */
export function useLobbyGames(query: PagedListQuery | null, language: string) {
  const id = query ? queryId(query) : null;
  const fresh = query?.type === 'fav' || query?.type === 'recent';
  const [visit, setVisit] = useState({ id, count: 0 });
  // A new visit to a list that must start empty: adjusted during render, so no stale frame shows.
  if (visit.id !== id) setVisit({ id, count: fresh ? visit.count + 1 : visit.count });

  const getKey = (index: number, previous: GamePage | null): PageKey | null => {
    if (!id || (previous && index >= previous.totalPages)) return null;
    return ['lobbyGames', id, language, fresh ? visit.count : 0, index + 1];
  };
  const swr = useSWRInfinite(
    getKey,
    ([, text, lang, , pageNo]: PageKey) =>
      takeEarly(text, lang, pageNo) ?? fetchPage(JSON.parse(text) as PagedListQuery, lang, pageNo),
    {
      // Load more asks for the next page only; the first is not fetched again each time.
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  );
  const { data, error, size, setSize, isLoading, isValidating, mutate } = swr;
  const pages = data ?? [];
  const games = useMemo(() => (data ?? []).flatMap((page) => page.games), [data]);
  const totalPages = pages[0]?.totalPages ?? 0;
  const totalCount = pages[0]?.totalCount;
  const loadingMore = size > 0 && pages.length < size && !error && isValidating;
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);

  return {
    queryId: id,
    games,
    loadedPages: pages.length,
    totalPages,
    totalCount,
    /** No page yet: the first page is on its way. */
    isLoading: isLoading || (id !== null && !data && !error),
    loadingMore,
    error: error as unknown,
    loadMore,
    retry: () => mutate(),
    mutate,
  };
}

export type LobbyGames = ReturnType<typeof useLobbyGames>;
