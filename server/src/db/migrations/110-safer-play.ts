import type { Migration } from '../migration';

// Safer play: limits with their waiting changes and history, reality-check settings, breaks.
const sql = `
CREATE TABLE safer_limits (
  member_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  amount REAL,
  has_pending INTEGER NOT NULL DEFAULT 0,
  pending_amount REAL,
  pending_at TEXT,
  PRIMARY KEY (member_id, kind, period)
);
CREATE TABLE safer_limit_history (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  action TEXT NOT NULL,
  old_amount REAL,
  new_amount REAL,
  created_at TEXT NOT NULL
);
CREATE INDEX safer_limit_history_by_member ON safer_limit_history (member_id, id);
CREATE TABLE safer_settings (
  member_id INTEGER PRIMARY KEY,
  reality_check_minutes INTEGER NOT NULL DEFAULT 0,
  show_clock INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE safer_breaks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  started_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  reopened_at TEXT,
  reopened_by TEXT
);
CREATE INDEX safer_breaks_by_member ON safer_breaks (member_id);
`;

const migration: Migration = { id: '110-safer-play', sql };
export default migration;
