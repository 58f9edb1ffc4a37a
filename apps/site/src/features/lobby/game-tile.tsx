import type { GameItem } from '@lobbykit/platform';
import { GameCard } from '@lobbykit/ui/game-card';
import { gameDisplayName } from '@lobbykit/ui/game-card';
import { memo } from 'react';

export interface GameTileLabels {
  play: string;
  favourite: string;
  hot: string;
}

export interface GameTileProps {
  game: GameItem;
  favourite: boolean;
  /** The vendor's name under the game's, where a list mixes vendors (favourites). */
  vendorLabel?: string | undefined;
  labels: GameTileLabels;
  onLaunch: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem, favourite: boolean) => void;
}

/**
 * One game of the lobby's grid. Memoised: a new page, a search or a favourite re-renders only the
 * tiles whose game or heart changed, not the whole grid.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  vendorLabel,
  labels,
  onLaunch,
  onToggleFavourite,
}: GameTileProps) {
  return (
    <GameCard
      game={game}
      data-node-id={game.nodeId}
      data-game-name={gameDisplayName(game)}
      vendorLabel={vendorLabel}
      hot={game.isHot === 1}
      hotLabel={labels.hot}
      launchLabel={labels.play}
      onLaunch={() => onLaunch(game)}
      favourite={favourite}
      favouriteLabel={labels.favourite}
      onToggleFavourite={(_, next) => onToggleFavourite(game, next)}
    />
  );
});
