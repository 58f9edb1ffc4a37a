/** A line of the winner board (spec §3: player, game name, prize). */
export interface Winner {
  player: string;
  gameName: string;
  prize: number;
}

/** The winner board request asks for 20 entries (spec §9). */
export const WINNER_BOARD_LIMIT = 20;

/**
 * Hides most of a player's name: "marco1988" becomes "ma***88". Names the platform already
 * masked (they contain "*") are shown as they are.
 */
export function maskPlayerName(player: string): string {
  const name = player.trim();
  if (name.includes('*')) return name;
  const characters = Array.from(name);
  if (characters.length <= 3) return `${characters.slice(0, 1).join('')}***`;
  if (characters.length <= 6) return `${characters.slice(0, 2).join('')}***`;
  return `${characters.slice(0, 2).join('')}***${characters.slice(-2).join('')}`;
}
