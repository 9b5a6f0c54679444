import type { Migration } from '../migration';

/** Provider wallets, letters, red envelopes and agent level names. */
const sql = `
CREATE TABLE member_wallets (
  member_id INTEGER NOT NULL,
  gp_id TEXT NOT NULL,
  balance REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, gp_id)
);
CREATE TABLE letters (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX letters_by_member ON letters (member_id, id);
CREATE TABLE red_envelopes (
  id INTEGER PRIMARY KEY,
  currency TEXT,
  title TEXT NOT NULL DEFAULT '',
  min_cash REAL NOT NULL,
  max_cash REAL NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE red_envelope_claims (
  envelope_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL,
  cash REAL NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (envelope_id, member_id)
);
CREATE TABLE agent_level_names (
  level INTEGER PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_bn TEXT NOT NULL
);
CREATE TABLE balance_get_back_log (
  member_id INTEGER PRIMARY KEY,
  last_at INTEGER NOT NULL
);
`;

const migration: Migration = { id: '103-member', sql };
export default migration;
