/**
 * Migration 8: a deposit waits for its payment. The fee charged on top of the amount, the secret
 * that opens its simulated payment page, where that page sends the player back to, and when the
 * deposit was settled (credited or failed). Rows from before were settled when made.
 */
export const depositPayments = `
  ALTER TABLE deposits ADD COLUMN fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0);
  ALTER TABLE deposits ADD COLUMN pay_token TEXT;
  ALTER TABLE deposits ADD COLUMN return_url TEXT;
  ALTER TABLE deposits ADD COLUMN settled_at INTEGER;
  UPDATE deposits SET settled_at = created_at WHERE status != 'pending';
  CREATE UNIQUE INDEX deposits_pay_token ON deposits (pay_token);
  CREATE INDEX deposits_member ON deposits (member_id, created_at);
`;
