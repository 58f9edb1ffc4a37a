/**
 * Migration 20: a session opened with the default weak password, or an expired one the brand
 * forces to change (spec §4), may only change the password (and log out) until it has: the
 * platform enforces the forced change, not only the browser. 1 = restricted; a successful
 * password change sets it back to 0 for that session.
 */
export const restrictedSessions = `
  ALTER TABLE sessions ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0;
`;
