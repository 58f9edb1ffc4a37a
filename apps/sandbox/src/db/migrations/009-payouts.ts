/**
 * Migration 9: payouts. The bank cards and e-wallets a member is paid to (removed ones are kept,
 * marked, for the withdrawals that went to them), a withdrawal's account and its steps, the proof
 * images of a payout not received (kept here, served to their owner only), and the turnover a
 * member must still play before withdrawing.
 */
export const payouts = `
  CREATE TABLE payout_accounts (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    channel TEXT NOT NULL,
    account_number TEXT NOT NULL,
    payee_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    removed_at INTEGER
  );
  CREATE INDEX payout_accounts_member ON payout_accounts (member_id);

  ALTER TABLE withdrawals ADD COLUMN payout_account_id INTEGER REFERENCES payout_accounts(id);
  ALTER TABLE withdrawals ADD COLUMN processing_at INTEGER;
  ALTER TABLE withdrawals ADD COLUMN rejected_at INTEGER;
  ALTER TABLE withdrawals ADD COLUMN remark TEXT;

  CREATE TABLE withdrawal_proofs (
    id INTEGER PRIMARY KEY,
    withdrawal_id INTEGER NOT NULL REFERENCES withdrawals(id),
    member_id INTEGER NOT NULL REFERENCES members(id),
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    data BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);

  ALTER TABLE members ADD COLUMN turnover_required_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE members ADD COLUMN turnover_done_cents INTEGER NOT NULL DEFAULT 0;
`;
