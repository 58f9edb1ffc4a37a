/**
 * Migration 17: the agent's team from real records. The seeded team figures go: the overview is
 * computed from members, the ledger and bets. Two indexes serve the team pages: a downline's
 * members by name (the search is a case-insensitive prefix; the column is NOCASE, so the index is
 * too) and a member's ledger lines by time (the period's deposits and withdrawals).
 */
export const team = `
  DROP TABLE team_stats;
  CREATE INDEX members_upline_username ON members (upline_id, username);
  CREATE INDEX ledger_member_time ON ledger (member_id, created_at);
`;
