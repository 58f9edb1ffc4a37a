/**
 * Migration 5: a launch may open one of the platform's own lotteries (launchMode LOTT): the
 * lottery it names, if any, and whether it opens the bet slip or the lobby.
 */
export const lotteryLaunches = `
  ALTER TABLE game_launches ADD COLUMN lottery_code TEXT REFERENCES lottery_games(game_code);
  ALTER TABLE game_launches ADD COLUMN lotto_view TEXT;
  ALTER TABLE game_launches ADD COLUMN lotto_area TEXT;
`;
