/**
 * Migration 6: the lobby's listing index carries the game's name, in list order (popularity, then
 * id), so a search by name reads the index alone, already sorted: a 10,000-game vendor answers in
 * a couple of milliseconds instead of a table scan and a sort.
 */
export const gameSearchIndex = `
  DROP INDEX games_listing;
  CREATE INDEX games_listing ON games (game_type, vendor, popularity DESC, node_id, name);
`;
