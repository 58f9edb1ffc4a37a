/** Migration 3: games, lotteries and PvP rooms. */
export const games = `
  CREATE TABLE game_categories (type TEXT PRIMARY KEY, name_key TEXT NOT NULL, sort INTEGER NOT NULL);

  CREATE TABLE vendors (
    code TEXT NOT NULL,
    game_type TEXT NOT NULL REFERENCES game_categories(type),
    name TEXT NOT NULL,
    is_hot INTEGER NOT NULL DEFAULT 0,
    has_wallet INTEGER NOT NULL DEFAULT 0,
    account_type_id INTEGER NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (code, game_type)
  );

  CREATE TABLE games (
    node_id INTEGER PRIMARY KEY,
    vendor TEXT NOT NULL,
    game_type TEXT NOT NULL,
    game_code TEXT NOT NULL,
    name TEXT NOT NULL,
    classify TEXT,
    min_bet REAL NOT NULL,
    line_num INTEGER NOT NULL,
    is_hot INTEGER NOT NULL DEFAULT 0,
    popularity INTEGER NOT NULL,
    hue INTEGER NOT NULL
  );
  CREATE INDEX games_listing ON games (game_type, vendor, popularity DESC);
  CREATE UNIQUE INDEX games_code ON games (vendor, game_code);

  CREATE TABLE favourites (
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  );

  CREATE TABLE recent_games (
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    played_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  );

  CREATE TABLE game_launches (
    id TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    account_type INTEGER NOT NULL,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE winners (
    id INTEGER PRIMARY KEY,
    player TEXT NOT NULL,
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    prize_cents INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE lottery_games (
    game_code TEXT PRIMARY KEY,
    vendor TEXT NOT NULL,
    name_en TEXT NOT NULL,
    name_ty TEXT NOT NULL,
    prize_mode TEXT NOT NULL,
    area TEXT NOT NULL,
    default_play_type TEXT NOT NULL,
    draw_minutes INTEGER NOT NULL,
    popularity INTEGER NOT NULL
  );

  CREATE TABLE lottery_plays (
    member_id INTEGER NOT NULL REFERENCES members(id),
    game_code TEXT NOT NULL REFERENCES lottery_games(game_code),
    played_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, game_code)
  );

  CREATE TABLE pvp_rooms (
    id INTEGER PRIMARY KEY,
    vendor TEXT NOT NULL,
    game_code TEXT NOT NULL,
    name_en TEXT NOT NULL,
    name_ty TEXT NOT NULL,
    min_bet_cents INTEGER NOT NULL,
    players INTEGER NOT NULL
  );
  `;
