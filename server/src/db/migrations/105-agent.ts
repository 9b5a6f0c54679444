import type { Migration } from '../migration';

/** Agent commission plans and agent applications. */
const sql = `
CREATE TABLE agent_plans (
  id INTEGER PRIMARY KEY,
  currency TEXT NOT NULL,
  level INTEGER NOT NULL,
  min_active_members INTEGER NOT NULL,
  min_profit REAL NOT NULL,
  commission_rate REAL NOT NULL
);
CREATE TABLE agent_applications (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  contact TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
`;

const migration: Migration = { id: '105-agent', sql };
export default migration;
