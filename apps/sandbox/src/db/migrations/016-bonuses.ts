/**
 * Migration 16: bonuses. One row per sum a promotion credited to a member (a claimed reward, an
 * opened red envelope, a referral reward), written in the same transaction as its ledger line,
 * with the turnover multiple it came with and when it runs out. Progress is not stored: it is
 * computed from the member's settled bets (services/bonuses.ts), so it can never disagree with them.
 * A reward or a red envelope may name its own multiple; without one the brand's default applies.
 */
export const bonuses = `
  CREATE TABLE bonuses (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    source TEXT NOT NULL CHECK (source IN ('reward', 'red-envelope', 'referral')),
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    turnover_multiple REAL NOT NULL CHECK (turnover_multiple >= 0),
    credited_at INTEGER NOT NULL,
    expires_at INTEGER,
    reference TEXT NOT NULL,
    UNIQUE (member_id, source, reference)
  );
  CREATE INDEX bonuses_member ON bonuses (member_id, credited_at, id);

  ALTER TABLE rewards ADD COLUMN turnover_multiple REAL CHECK (turnover_multiple >= 0);
  ALTER TABLE red_envelopes ADD COLUMN turnover_multiple REAL CHECK (turnover_multiple >= 0);
`;
