/** Migration 1: brands, members, sessions, wallets and the ledger. */
export const membersAndWallets = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE merchants (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    sort INTEGER NOT NULL,
    flags TEXT NOT NULL,
    register_rules TEXT NOT NULL,
    settings TEXT NOT NULL,
    system_status INTEGER NOT NULL DEFAULT 0 CHECK (system_status IN (0, 1, 2))
  );

  CREATE TABLE members (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    username TEXT NOT NULL COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    payment_password_hash TEXT,
    nickname TEXT NOT NULL DEFAULT '',
    account_type INTEGER NOT NULL CHECK (account_type IN (0, 1, 2, 4, 41, 42)),
    upline_id INTEGER REFERENCES members(id),
    to_upline INTEGER NOT NULL DEFAULT 0,
    email TEXT COLLATE NOCASE,
    country_dialing_code TEXT,
    mobile_num TEXT,
    payee_name TEXT,
    profile TEXT NOT NULL DEFAULT '{}',
    affiliate_code TEXT COLLATE NOCASE,
    club_label TEXT,
    rank_level INTEGER NOT NULL DEFAULT 1,
    member_labels TEXT NOT NULL DEFAULT '[]',
    language TEXT NOT NULL DEFAULT 'EN',
    icon TEXT NOT NULL DEFAULT 'avatar-1',
    points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
    first_time_login INTEGER NOT NULL DEFAULT 0,
    password_expires_at INTEGER,
    failed_logins INTEGER NOT NULL DEFAULT 0,
    registered_at INTEGER NOT NULL,
    last_login_at INTEGER,
    UNIQUE (merchant, username)
  );
  CREATE UNIQUE INDEX members_mobile ON members (merchant, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
  CREATE UNIQUE INDEX members_affiliate ON members (merchant, affiliate_code) WHERE affiliate_code IS NOT NULL;
  CREATE INDEX members_upline ON members (upline_id);

  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    merchant TEXT NOT NULL,
    device_id TEXT,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL
  );

  CREATE TABLE wallets (
    member_id INTEGER NOT NULL REFERENCES members(id),
    wallet TEXT NOT NULL,
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    PRIMARY KEY (member_id, wallet)
  );

  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    wallet TEXT NOT NULL,
    delta_cents INTEGER NOT NULL,
    balance_after_cents INTEGER NOT NULL,
    kind TEXT NOT NULL,
    reference TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ledger_member ON ledger (member_id, wallet);

  CREATE TABLE deposits (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    channel TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL,
    applied_at INTEGER NOT NULL,
    paid_at INTEGER,
    confirm_before INTEGER,
    received_cents INTEGER,
    proof_images TEXT,
    confirmed_at INTEGER
  );
  CREATE INDEX withdrawals_member ON withdrawals (member_id, applied_at);
  `;
