import type { Migration } from '../migration';

/** Halls, providers, games, labels, favourites, plays, simulator sessions and bets. */
const sql = `
CREATE TABLE game_types (
  gt_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  en_name TEXT NOT NULL,
  bn_name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE providers (
  gp_id TEXT PRIMARY KEY,
  gp_name TEXT NOT NULL,
  app_id TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_light INTEGER NOT NULL DEFAULT 1,
  maintain_start_at TEXT,
  maintain_end_at TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE provider_halls (
  gp_id TEXT NOT NULL REFERENCES providers(gp_id),
  gt_id INTEGER NOT NULL REFERENCES game_types(gt_id),
  house TEXT NOT NULL DEFAULT '',
  customized INTEGER NOT NULL DEFAULT 0,
  has_demo INTEGER NOT NULL DEFAULT 0,
  lobby_code TEXT,
  currencies TEXT NOT NULL DEFAULT 'BDT,USD',
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (gp_id, gt_id)
);
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  gp_id TEXT NOT NULL REFERENCES providers(gp_id),
  gt_id INTEGER NOT NULL REFERENCES game_types(gt_id),
  game_code TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_bn TEXT NOT NULL,
  house TEXT NOT NULL DEFAULT '',
  customized INTEGER NOT NULL DEFAULT 0,
  is_demo INTEGER NOT NULL DEFAULT 0,
  support_device INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '',
  on_template INTEGER NOT NULL DEFAULT 0,
  rtp REAL NOT NULL DEFAULT 0.96,
  sort INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (gp_id, gt_id, game_code)
);
CREATE INDEX games_by_provider ON games (gp_id, gt_id, sort);
CREATE TABLE game_labels (
  id INTEGER PRIMARY KEY,
  gp_id TEXT NOT NULL,
  gt_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_bn TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE game_label_games (
  label_id INTEGER NOT NULL REFERENCES game_labels(id),
  game_id INTEGER NOT NULL REFERENCES games(id),
  PRIMARY KEY (label_id, game_id)
);
CREATE TABLE member_favorites (
  member_id INTEGER NOT NULL,
  game_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE TABLE member_game_plays (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  game_id INTEGER NOT NULL,
  played_at TEXT NOT NULL
);
CREATE INDEX member_game_plays_by_member ON member_game_plays (member_id, played_at);
CREATE TABLE game_sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER,
  game_id INTEGER NOT NULL,
  gp_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  is_demo INTEGER NOT NULL DEFAULT 0,
  demo_balance REAL NOT NULL DEFAULT 0,
  lobby_url TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  closed_at TEXT
);
CREATE TABLE bet_records (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  gp_id TEXT NOT NULL,
  gt_id INTEGER NOT NULL,
  game_id INTEGER NOT NULL,
  bet_amount REAL NOT NULL,
  payout REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX bet_records_by_member ON bet_records (member_id, created_at);
CREATE TABLE jackpots (
  currency TEXT PRIMARY KEY,
  base_amount REAL NOT NULL,
  per_second REAL NOT NULL,
  base_at TEXT NOT NULL
);
`;

const migration: Migration = { id: '101-games', sql };
export default migration;
