/**
 * Migration 19: contract settlement. A contract remembers who asked to end it (status
 * `terminating` until the other party answers) and until when it has been settled; each settled
 * window is a row of its own, paid or not (the history says why a window paid nothing).
 */
export const contractSettlement = `
  ALTER TABLE contracts ADD COLUMN termination_requested_by INTEGER REFERENCES members(id);
  ALTER TABLE contracts ADD COLUMN settled_until INTEGER;

  CREATE TABLE contract_settlements (
    id INTEGER PRIMARY KEY,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL,
    period_start INTEGER NOT NULL,
    period_end INTEGER NOT NULL,
    active_members INTEGER NOT NULL,
    base_cents INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    created_at INTEGER NOT NULL,
    UNIQUE (contract_id, period_start)
  );
  CREATE INDEX contract_settlements_member ON contract_settlements (member_id, created_at DESC);
`;
