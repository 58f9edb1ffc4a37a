/** A game as the platform's list, hot, recent and favourite calls return it. */
export interface Game {
  /** The platform's node id; favourites are keyed by it. */
  nodeId?: string | number;
  gameCode?: string;
  gameName?: string;
  /** Older list endpoints name the game here instead of gameName. */
  nodeName?: string;
  showIcon?: string;
  /** Older list endpoints put the icon here instead of showIcon. */
  iconUrl?: string;
  vassalage?: string;
  gameType?: string;
}

/** The name to show: `gameName`, else `nodeName`. */
export function gameDisplayName(game: Game): string {
  return game.gameName ?? game.nodeName ?? '';
}

/** The icon to show: `showIcon`, else `iconUrl`. */
export function gameIconUrl(game: Game): string | undefined {
  return game.showIcon ?? game.iconUrl;
}
