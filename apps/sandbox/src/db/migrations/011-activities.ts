/**
 * Migration 11: the activity centre and red envelopes. A member's application for a promotion (the
 * promotions are the brand's activities) with its remark and proof images, and the reward an
 * approved one gives; red envelopes per brand with their opening window and range, and who opened
 * which for how much (once each: the unique key holds it even against two calls at once).
 */
export const activities = `
  CREATE TABLE activity_applications (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    promotion_id INTEGER NOT NULL REFERENCES promotions(id),
    state TEXT NOT NULL CHECK (state IN ('applying', 'claim', 'rejected')),
    remark TEXT,
    reward_id INTEGER REFERENCES rewards(id),
    applied_at INTEGER NOT NULL,
    decided_at INTEGER,
    UNIQUE (member_id, promotion_id)
  );

  CREATE TABLE activity_proofs (
    id INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL REFERENCES activity_applications(id),
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    data BLOB NOT NULL
  );
  CREATE INDEX activity_proofs_application ON activity_proofs (application_id);

  CREATE TABLE red_envelopes (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    min_cents INTEGER NOT NULL,
    max_cents INTEGER NOT NULL CHECK (max_cents >= min_cents),
    start_time INTEGER NOT NULL,
    end_time INTEGER NOT NULL
  );

  CREATE TABLE red_envelope_opens (
    envelope_id INTEGER NOT NULL REFERENCES red_envelopes(id),
    member_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL,
    opened_at INTEGER NOT NULL,
    PRIMARY KEY (envelope_id, member_id)
  );
`;
