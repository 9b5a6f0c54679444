import type { Migration } from '../migration';

/** Build versions announced to the front-end (manifest by id, latest pointer). */
const sql = `
CREATE TABLE build_versions (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  manifest TEXT NOT NULL
);
`;

const migration: Migration = { id: '106-build', sql };
export default migration;
