/**
 * Migration 15: manual rebates. A brand pays back a share of what its members stake, per game
 * type (`rebate_rates`, in basis points: 80 = 0.80 %), once the member claims at least the brand's
 * minimum (`rebate_rules`). Each claim is kept with what it paid per game type; the latest claim's
 * time is where the next turnover starts counting.
 */
export const rebates = `
  CREATE TABLE rebate_rates (
    merchant TEXT NOT NULL REFERENCES merchants(code),
    game_type TEXT NOT NULL,
    rate_bp INTEGER NOT NULL CHECK (rate_bp > 0),
    PRIMARY KEY (merchant, game_type)
  );
  CREATE TABLE rebate_rules (
    merchant TEXT PRIMARY KEY REFERENCES merchants(code),
    min_claim_cents INTEGER NOT NULL CHECK (min_claim_cents > 0)
  );
  CREATE TABLE rebate_claims (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    counted_from INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL
  );
  CREATE INDEX rebate_claims_member ON rebate_claims (member_id, claimed_at DESC);
  CREATE TABLE rebate_claim_lines (
    claim_id INTEGER NOT NULL REFERENCES rebate_claims(id),
    game_type TEXT NOT NULL,
    turnover_cents INTEGER NOT NULL CHECK (turnover_cents >= 0),
    rate_bp INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    PRIMARY KEY (claim_id, game_type)
  );
`;
