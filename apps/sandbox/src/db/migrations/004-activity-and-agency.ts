/** Migration 4: messages, points, missions, rewards, contracts and team figures. */
export const activityAndAgency = `
  CREATE TABLE messages (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    template TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    content_en TEXT NOT NULL,
    content_ty TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX messages_member ON messages (member_id, created_at DESC);

  CREATE TABLE point_rewards (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    name_en TEXT NOT NULL,
    name_ty TEXT NOT NULL,
    points_required INTEGER NOT NULL,
    amount_required_cents INTEGER NOT NULL DEFAULT 0,
    redeem_amount_cents INTEGER NOT NULL,
    stock INTEGER NOT NULL CHECK (stock >= 0),
    hue INTEGER NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE redeem_records (
    id INTEGER PRIMARY KEY,
    reference_no TEXT NOT NULL UNIQUE,
    member_id INTEGER NOT NULL REFERENCES members(id),
    reward_id INTEGER NOT NULL REFERENCES point_rewards(id),
    quantity INTEGER NOT NULL,
    points INTEGER NOT NULL,
    status TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  );

  CREATE TABLE point_ledger (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    delta INTEGER NOT NULL,
    balance_after INTEGER NOT NULL,
    remark_en TEXT NOT NULL,
    remark_ty TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE missions (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    description_en TEXT NOT NULL,
    description_ty TEXT NOT NULL,
    target INTEGER NOT NULL,
    reward_cents INTEGER NOT NULL,
    end_time INTEGER,
    sort INTEGER NOT NULL
  );

  CREATE TABLE mission_progress (
    member_id INTEGER NOT NULL REFERENCES members(id),
    mission_id INTEGER NOT NULL REFERENCES missions(id),
    progress INTEGER NOT NULL,
    status TEXT NOT NULL,
    PRIMARY KEY (member_id, mission_id)
  );

  CREATE TABLE rewards (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    status TEXT NOT NULL,
    expires_at INTEGER,
    claimed_at INTEGER
  );

  CREATE TABLE contracts (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    kind TEXT NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
    upline_id INTEGER NOT NULL REFERENCES members(id),
    downline_id INTEGER NOT NULL REFERENCES members(id),
    rate REAL NOT NULL,
    active_members INTEGER NOT NULL,
    valid_bet_cents INTEGER NOT NULL,
    period TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX contracts_parties ON contracts (upline_id, downline_id, kind);

  CREATE TABLE team_stats (
    agent_id INTEGER PRIMARY KEY REFERENCES members(id),
    deposits_cents INTEGER NOT NULL,
    withdrawals_cents INTEGER NOT NULL,
    valid_bet_cents INTEGER NOT NULL,
    profit_loss_cents INTEGER NOT NULL,
    income_cents INTEGER NOT NULL,
    active_members INTEGER NOT NULL,
    new_members INTEGER NOT NULL
  );
  `;
