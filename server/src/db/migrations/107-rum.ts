import type { Migration } from '../migration';

/** Real-user monitoring: page views from the host's beacons and, per view, each remote on it. */
const sql = `
CREATE TABLE rum_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  session_id TEXT NOT NULL,
  path TEXT NOT NULL,
  viewed_at INTEGER NOT NULL,
  lcp REAL,
  inp REAL,
  cls REAL,
  ttfb REAL
);
CREATE TABLE rum_remotes (
  view_id INTEGER NOT NULL REFERENCES rum_views(id) ON DELETE CASCADE,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  load_failures INTEGER NOT NULL,
  render_errors INTEGER NOT NULL,
  retries INTEGER NOT NULL
);
CREATE INDEX rum_remotes_by_version ON rum_remotes (remote, version);
`;

const migration: Migration = { id: '107-rum', sql };
export default migration;
