/** A third-party game as the game route's address names it (see launch-rules `gameRouteHref`). */
export interface GameQuery {
  gameType: string;
  vendor: string;
  gameCode?: string;
  gameName?: string;
}

/** The first non-empty of several names a parameter may go by. */
export function readParam(search: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/** The game the address names, or null when it names no type and vendor to launch. */
export function readGameQuery(search: URLSearchParams): GameQuery | null {
  const gameType = readParam(search, 'gameType')?.toUpperCase();
  const vendor = readParam(search, 'vendor', 'vassalage');
  if (!gameType || !vendor) return null;
  const gameCode = readParam(search, 'gameCode');
  const gameName = readParam(search, 'gameName');
  return { gameType, vendor, ...(gameCode && { gameCode }), ...(gameName && { gameName }) };
}
