/**
 * Migration 10: bets. One row per round a member plays with real money: the game (kept by name as
 * well, as a vendor's report does), what was staked, what counts as valid bet, what was paid out
 * and how it stands. Status: `won` (paid more than nothing), `lost`, `void` (cancelled by the
 * vendor, stake returned, no valid bet) and `pending` (not settled yet: stake taken, nothing paid).
 * The indexes serve the betting record's filters, newest first, and the lobby's boards, which are
 * now drawn from these bets (the seeded winners table goes).
 */
export const bets = `
  CREATE TABLE bets (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    merchant TEXT NOT NULL REFERENCES merchants(code),
    vendor TEXT NOT NULL,
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    game_name TEXT NOT NULL,
    game_type TEXT NOT NULL,
    wallet TEXT NOT NULL,
    stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
    valid_bet_cents INTEGER NOT NULL CHECK (valid_bet_cents >= 0),
    payout_cents INTEGER NOT NULL CHECK (payout_cents >= 0),
    status TEXT NOT NULL CHECK (status IN ('won', 'lost', 'void', 'pending')),
    placed_at INTEGER NOT NULL,
    settled_at INTEGER,
    round_ref TEXT NOT NULL UNIQUE
  );
  CREATE INDEX bets_member_time ON bets (member_id, placed_at DESC);
  CREATE INDEX bets_member_type ON bets (member_id, game_type, placed_at DESC);
  CREATE INDEX bets_member_vendor ON bets (member_id, vendor, placed_at DESC);
  CREATE INDEX bets_member_status ON bets (member_id, status, placed_at DESC);
  CREATE INDEX bets_merchant_node ON bets (merchant, node_id, placed_at DESC);
  CREATE INDEX bets_merchant_payout ON bets (merchant, status, placed_at DESC);

  DROP TABLE winners;
`;
