/**
 * Migration 18: the agent centre's announcements. Notices for a brand's agents only (the lobby's
 * notices are everyone's), in EN and TY, and which agent has read which: read state is per agent,
 * so one agent opening a notice leaves it unread for the others.
 */
export const agentReports = `
  CREATE TABLE agent_notices (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    content_en TEXT NOT NULL,
    content_ty TEXT NOT NULL,
    published_at INTEGER NOT NULL
  );
  CREATE INDEX agent_notices_merchant ON agent_notices (merchant, published_at);

  CREATE TABLE agent_notice_reads (
    notice_id INTEGER NOT NULL REFERENCES agent_notices(id),
    member_id INTEGER NOT NULL REFERENCES members(id),
    read_at INTEGER NOT NULL,
    PRIMARY KEY (notice_id, member_id)
  );
`;
