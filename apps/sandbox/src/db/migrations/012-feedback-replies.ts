/**
 * Migration 12: feedback that can be answered. A ticket's remark and status, its images (kept
 * here, like a withdrawal's proof), and the operator's replies with when the member read them.
 */
export const feedbackReplies = `
  ALTER TABLE feedback ADD COLUMN remark TEXT NOT NULL DEFAULT '';
  ALTER TABLE feedback ADD COLUMN status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'replied', 'closed'));
  CREATE INDEX feedback_member ON feedback (member_id, created_at);

  CREATE TABLE feedback_images (
    id INTEGER PRIMARY KEY,
    feedback_id INTEGER NOT NULL REFERENCES feedback(id),
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    data BLOB NOT NULL
  );
  CREATE INDEX feedback_images_ticket ON feedback_images (feedback_id);

  CREATE TABLE feedback_replies (
    id INTEGER PRIMARY KEY,
    feedback_id INTEGER NOT NULL REFERENCES feedback(id),
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    read_at INTEGER
  );
  CREATE INDEX feedback_replies_ticket ON feedback_replies (feedback_id);
`;
