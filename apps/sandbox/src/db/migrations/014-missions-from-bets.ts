/**
 * Migration 14: missions with rules, their progress computed from the member's bets (table `bets`)
 * rather than stored. A mission counts one kind of thing — settled bets, winning bets or valid-bet
 * turnover (in cents) — optionally in one game type, within a window: the day, the week (both in
 * UTC, from Monday), or the mission's own start–end (`fixed`). A claim is kept per window, so a
 * daily mission can be claimed once a day and a fixed one once. The seeded progress goes.
 */
export const missionsFromBets = `
  DROP TABLE mission_progress;

  ALTER TABLE missions ADD COLUMN kind TEXT NOT NULL DEFAULT 'settled-bets'
    CHECK (kind IN ('settled-bets', 'winning-bets', 'turnover'));
  ALTER TABLE missions ADD COLUMN game_type TEXT;
  ALTER TABLE missions ADD COLUMN period TEXT NOT NULL DEFAULT 'weekly' CHECK (period IN ('daily', 'weekly', 'fixed'));
  ALTER TABLE missions ADD COLUMN start_time INTEGER;

  CREATE TABLE mission_claims (
    mission_id INTEGER NOT NULL REFERENCES missions(id),
    member_id INTEGER NOT NULL REFERENCES members(id),
    window_start INTEGER NOT NULL,
    reward_cents INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    PRIMARY KEY (mission_id, member_id, window_start)
  );
`;
