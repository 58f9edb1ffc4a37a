import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, Key, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { GameCard, GameCardSkeleton, type GameCardProps } from '../game-card/game-card.tsx';
import type { Game } from '../game-card/game.ts';

/** The lobby shows 6 games per row and 2 rows per page on desktop (spec §9: page size 12, grid 6 by 2). */
export const GAME_GRID_PAGE_SIZE = 12;

export const gameGridVariants = cva('grid grid-cols-3 sm:grid-cols-4 lg:grid-cols-6', {
  variants: {
    size: {
      sm: 'gap-2 sm:gap-3',
      md: 'gap-2.5 sm:gap-4',
    },
  },
  defaultVariants: { size: 'md' },
});

type CardProps = Omit<GameCardProps, 'game' | 'size'>;

type CardSource =
  | {
      /** Renders each tile; use it for tiles other than GameCard. */
      renderCard: (game: Game, index: number) => ReactNode;
      cardProps?: never;
    }
  | {
      renderCard?: never;
      /** Props for every GameCard, or a function giving them per game (favourite state, vendor name…). */
      cardProps: CardProps | ((game: Game, index: number) => CardProps);
    };

export type GameGridProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof gameGridVariants> &
  CardSource & {
    games: readonly Game[];
    /** Names the list of games, e.g. "Slots by PG Soft". */
    label: string;
    /** A stable key per game; defaults to nodeId, then gameCode, then the position. */
    getKey?: (game: Game, index: number) => Key;
    /** Appends skeleton tiles (a whole page when the grid is empty) and marks the grid busy. */
    loading?: boolean;
    skeletonCount?: number;
    /** Announced politely while loading, e.g. "Loading games". */
    loadingLabel?: string;
    /** Shown instead of the grid when there are no games and nothing is loading. */
    empty?: ReactNode;
    /** Shown under the grid, typically a "Load more" button. */
    loadMore?: ReactNode;
  };

function defaultKey(game: Game, index: number): Key {
  return game.nodeId ?? game.gameCode ?? index;
}

/** The game list of a category page: a responsive grid of game tiles with loading and empty states. */
export function GameGrid({
  games,
  label,
  getKey = defaultKey,
  renderCard,
  cardProps,
  loading = false,
  skeletonCount = GAME_GRID_PAGE_SIZE,
  loadingLabel,
  empty,
  loadMore,
  size,
  className,
  ...props
}: GameGridProps) {
  const isEmpty = games.length === 0 && !loading;
  const cardSize = size ?? 'md';
  const renderTile = (game: Game, index: number) => {
    if (renderCard) return renderCard(game, index);
    const tileProps = typeof cardProps === 'function' ? cardProps(game, index) : cardProps;
    return <GameCard game={game} size={cardSize} {...tileProps} />;
  };

  return (
    <div
      data-slot="game-grid"
      data-size={cardSize}
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {isEmpty ? (
        <div data-slot="game-grid-empty">{empty}</div>
      ) : (
        <ul data-slot="game-grid-list" aria-label={label} className={gameGridVariants({ size })}>
          {games.map((game, index) => (
            <li key={getKey(game, index)} className="min-w-0">
              {renderTile(game, index)}
            </li>
          ))}
          {loading &&
            Array.from({ length: skeletonCount }, (_, index) => (
              <li key={`skeleton-${index}`} aria-hidden="true" className="min-w-0">
                <GameCardSkeleton size={cardSize} />
              </li>
            ))}
        </ul>
      )}
      {/* Always mounted, so screen readers notice when the loading text appears. */}
      <p data-slot="game-grid-status" role="status" className="sr-only">
        {loading ? loadingLabel : null}
      </p>
      {loadMore && !isEmpty && (
        <div data-slot="game-grid-load-more" className="flex justify-center">
          {loadMore}
        </div>
      )}
    </div>
  );
}
