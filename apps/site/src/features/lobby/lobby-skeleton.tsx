import { GameCardSkeleton } from '@lobbykit/ui/game-card';
import { gameGridVariants } from '@lobbykit/ui/game-grid';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { LoadingRegion } from '../page-kit/query-states.tsx';
import { LOBBY_PAGE_SIZE } from './lobby-state.ts';

/** The lobby's shape while the vendors load: a strip of vendors, the filters and a page of games. */
export function LobbySkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="flex flex-col gap-4">
      <span className="flex gap-2 rounded-xl border border-border/40 bg-card p-2 sm:p-3">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-14 flex-1 rounded-lg" />
        ))}
      </span>
      <Skeleton className="h-28 w-full rounded-xl" />
      <span className={gameGridVariants()}>
        {Array.from({ length: LOBBY_PAGE_SIZE }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </span>
    </LoadingRegion>
  );
}
