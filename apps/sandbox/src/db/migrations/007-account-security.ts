/**
 * Migration 7: the member centre's account page. When a mobile number and an e-mail address were
 * proven by a code (null: not proven, or none on file), and when the login password was last set
 * (null: not since registration). Rows from before stay unproven: `--reset` seeds the demo states.
 * A verified address belongs to one member of a brand, as a bound mobile number already does.
 */
export const accountSecurity = `
  ALTER TABLE members ADD COLUMN mobile_verified_at INTEGER;
  ALTER TABLE members ADD COLUMN email_verified_at INTEGER;
  ALTER TABLE members ADD COLUMN password_changed_at INTEGER;
  CREATE UNIQUE INDEX members_verified_email ON members (merchant, email) WHERE email_verified_at IS NOT NULL;
`;
