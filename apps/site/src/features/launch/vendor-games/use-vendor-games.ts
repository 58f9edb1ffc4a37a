import { GAME_GRID_PAGE_SIZE } from '@lobbykit/ui/game-grid';
import useSWRInfinite from 'swr/infinite';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export interface VendorRef {
  vassalage: string;
  gameType: string;
}

/**
 * The vendor's games, a page of twelve at a time (spec §9), for the VASSALAGE popup list.
 * `loadMore` asks for the next page while there is one.
 */
export function useVendorGames({ vassalage, gameType }: VendorRef, language: string) {
  const result = useSWRInfinite(
    (index) => ['vendorGames', vassalage, gameType, language, index + 1] as const,
    ([, vendor, type, lang, pageNo]) =>
      callPlatform('games', 'gameList', {
        gameType: type,
        vassalage: vendor,
        language: lang,
        pageNo,
        pageSize: GAME_GRID_PAGE_SIZE,
      }),
    { revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const { data, size, setSize, isLoading, isValidating, error } = result;
  const games = data?.flatMap((page) => page.games) ?? [];
  const totalPages = data?.at(-1)?.totalPages ?? 0;
  const loadingMore = isValidating && !!data && data.length < size;
  return {
    games,
    error: error as unknown,
    loading: isLoading || loadingMore,
    hasMore: !!data && data.length < totalPages,
    loadMore: () => setSize(size + 1),
    retry: () => result.mutate(),
  };
}
