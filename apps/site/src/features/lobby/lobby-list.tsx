import type { GameItem } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { cn } from '@lobbykit/ui/lib/cn';
import { GameGrid } from '@lobbykit/ui/game-grid';
import { toast } from '@lobbykit/ui/toast';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runGated } from '../../core/action-gate.ts';
import { useSession } from '../../core/session.ts';
import { useLaunchGame } from '../launch/use-launch-game.ts';
import { Gamepad2Icon } from '@lobbykit/ui/icons/gamepad-2';
import { HistoryIcon } from '@lobbykit/ui/icons/history';
import { SearchXIcon } from '@lobbykit/ui/icons/search-x';
import { describeError } from '../page-kit/describe-error.ts';
import { EmptyState, LoadError } from '../page-kit/query-states.tsx';
import { SignInPrompt } from '../page-kit/sign-in-prompt.tsx';
import { formatNumber } from '../page-kit/format.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { GameTile, type GameTileLabels } from './game-tile.tsx';
import { HeartIcon } from '@lobbykit/ui/icons/heart';
import { canLoadMore, hasFilters, type ListType, type LobbyState } from './lobby-state.ts';
import { favouriteId, useFavourites } from './use-favourites.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { pagedListQuery, useLobbyGames } from './use-lobby-games.ts';
import type { useHotGames } from './use-hot-games.ts';

export interface LobbyListProps {
  type: ListType;
  state: LobbyState;
  /** The vendor shown, and the game type its games are listed under. */
  vendor: { vassalage: string; gameType: string; name: string };
  hot: ReturnType<typeof useHotGames>;
  /** Names a vendor by its code, for the favourites list, which mixes vendors. */
  vendorName: (vassalage: string) => string;
  onClearFilters: () => void;
}

/**
 * One list of the game-list screen (spec §4 list types): the paged default list, the vendor's hot
 * games (one page), or the player's favourites or recent games. A guest sees why and how to sign in
 * where a list is the member's own, and the vendor's hot games in place of the full catalogue.
 */
export function LobbyList({ type, state, vendor, hot, vendorName, onClearFilters }: LobbyListProps) {
  const { t } = useTranslation('lobby');
  const { code } = useLanguage();
  const { isSignedIn } = useSession();
  const paged = useLobbyGames(isSignedIn ? pagedListQuery(type, state, vendor) : null, code);
  const favourites = useFavourites();
  const launch = useLaunchGame();
  const [autoLoad, setAutoLoad] = useState({ queryId: paged.queryId, on: false });
  // Infinite scroll starts once the player asks for a second page, and stops with a new list.
  if (autoLoad.queryId !== paged.queryId) setAutoLoad({ queryId: paged.queryId, on: false });

  // The last list shown stays, dimmed, while a refined one loads (a search, a filter, a vendor):
  // one change on screen instead of a flash of placeholders.
  const [previous, setPrevious] = useState<{ type: ListType; games: readonly GameItem[] }>();
  if (paged.loadedPages > 0 && !paged.isLoading && previous?.games !== paged.games) {
    setPrevious({ type, games: paged.games });
  }
  const stale = paged.isLoading && previous?.type === type && previous.games.length > 0 ? previous.games : null;

  const labels: GameTileLabels = useMemo(
    () => ({ play: t('card.play'), favourite: t('card.favourite'), hot: t('card.hot') }),
    [t],
  );
  const onLaunch = useCallback(
    (game: GameItem) =>
      launch({
        gameType: game.gameType,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        name: game.gameName ?? game.nodeName,
      }),
    [launch],
  );
  const { toggle } = favourites;
  const refreshFavourites = type === 'fav' ? paged.mutate : undefined;
  const onToggleFavourite = useCallback(
    (game: GameItem, next: boolean) => {
      // Guests get the login popup and trial accounts the real-account warning (spec §5 action gate).
      runGated(() => {
        void toggle(game, next).then(
          (sent) => {
            if (sent) void refreshFavourites?.();
          },
          (error: unknown) =>
            toast({ title: t('favourite_failed'), description: describeError(error, t), variant: 'destructive' }),
        );
      });
    },
    [toggle, refreshFavourites, t],
  );

  const sentinel = useRef<HTMLDivElement>(null);
  const more = canLoadMore(type, paged.loadedPages, paged.totalPages);
  const { loadMore: loadNextPage } = paged;
  const loadMore = useCallback(() => {
    setAutoLoad((current) => ({ ...current, on: true }));
    loadNextPage();
  }, [loadNextPage]);
  useInfiniteScroll(sentinel, autoLoad.on && more && !paged.loadingMore && !paged.error, paged.loadMore);

  const renderGrid = (games: readonly GameItem[], label: string, extra?: { empty?: ReactNode; footer?: ReactNode }) => (
    <GameGrid
      games={games}
      label={label}
      getKey={(game) => favouriteId(game as GameItem)}
      loading={paged.loadingMore}
      skeletonCount={6}
      loadingLabel={t('list.loading_more')}
      empty={extra?.empty}
      loadMore={extra?.footer}
      renderCard={(game) => (
        <GameTile
          game={game as GameItem}
          favourite={favourites.ids.has(favouriteId(game as GameItem))}
          vendorLabel={type === 'fav' ? vendorName((game as GameItem).vassalage) : undefined}
          labels={labels}
          onLaunch={onLaunch}
          onToggleFavourite={onToggleFavourite}
        />
      )}
    />
  );

  const skeleton = (
    <GameGrid games={[]} label={t('list.loading')} loading loadingLabel={t('list.loading')} renderCard={() => null} />
  );
  const vendorLabel = vendor.name;

  let body: ReactNode;
  if (type === 'hot' || (type === 'default' && !isSignedIn)) {
    const prompt = type === 'default' && (
      <SignInPrompt title={t('sign_in.list_title')} description={t('sign_in.list_text', { vendor: vendorLabel })} />
    );
    let grid: ReactNode;
    if (hot.error && !hot.data)
      grid = <LoadError error={hot.error} onRetry={() => hot.mutate()} title={t('list.failed')} />;
    else if (!hot.data) grid = skeleton;
    else grid = hot.data.length > 0 && renderGrid(hot.data, t('list.hot', { vendor: vendorLabel }));
    body = (
      <>
        {prompt}
        {grid}
      </>
    );
  } else if (!isSignedIn) {
    body = <SignInPrompt title={t(`sign_in.${type}_title`)} description={t(`sign_in.${type}_text`)} />;
  } else if (paged.error && paged.loadedPages === 0) {
    body = <LoadError error={paged.error} onRetry={paged.retry} title={t('list.failed')} />;
  } else if (paged.isLoading && !stale) {
    body = skeleton;
  } else {
    const refreshing = stale !== null;
    const filtered = type === 'default' && hasFilters(state);
    const empty = filtered ? (
      <EmptyState
        icon={SearchXIcon}
        title={t('empty.filtered_title')}
        description={t('empty.filtered_text')}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {t('empty.clear_filters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={type === 'fav' ? HeartIcon : type === 'recent' ? HistoryIcon : Gamepad2Icon}
        title={t(type === 'default' ? 'empty.vendor_title' : `empty.${type}_title`, { vendor: vendorLabel })}
        description={t(type === 'default' ? 'empty.vendor_text' : `empty.${type}_text`, { vendor: vendorLabel })}
      />
    );
    const footer = !refreshing && (
      <div className="flex flex-col items-center gap-3">
        {paged.error !== undefined && (
          <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-sm">
            <span>
              {t('list.more_failed')} {describeError(paged.error, t)}
            </span>
            <Button variant="outline" size="sm" onClick={() => void paged.retry()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </div>
        )}
        {more && !paged.error && (
          <Button variant="outline" loading={paged.loadingMore} onClick={loadMore}>
            {t('list.load_more')}
          </Button>
        )}
      </div>
    );
    const label =
      type === 'fav' ? t('list.fav') : t(type === 'recent' ? 'list.recent' : 'list.default', { vendor: vendorLabel });
    // One tree whether the games are current or the previous ones shown while the next load, so
    // the tiles stay mounted and only the games that changed render again.
    body = (
      <>
        {!refreshing && type === 'default' && paged.totalCount !== undefined && paged.totalCount > 0 && (
          <p data-slot="lobby-count" className="text-sm text-muted-foreground">
            {t('list.showing', {
              shown: formatNumber(paged.games.length, code),
              total: formatNumber(paged.totalCount, code),
            })}
          </p>
        )}
        <div
          data-slot="lobby-results"
          className={cn('relative transition-opacity motion-reduce:transition-none', refreshing && 'opacity-60')}
        >
          {renderGrid(stale ?? paged.games, refreshing ? t('list.loading') : label, { empty, footer })}
          {/* A cover takes the presses meant for games on their way out. Unlike pointer-events on
              the grid, it is one element: the grid's hundreds are not styled again per search. */}
          {refreshing && (
            <div data-slot="lobby-results-cover" aria-hidden="true" className="absolute inset-0 cursor-progress" />
          )}
        </div>
        <div ref={sentinel} aria-hidden="true" />
      </>
    );
  }

  const busy = type === 'hot' || !isSignedIn ? !hot.data && !hot.error : paged.isLoading || paged.loadingMore;
  return (
    <div
      data-slot="lobby-list"
      data-list={type}
      data-query={paged.queryId ?? `${type}:${vendor.vassalage}`}
      aria-busy={busy || undefined}
      className="flex flex-col gap-4"
    >
      {body}
    </div>
  );
}
