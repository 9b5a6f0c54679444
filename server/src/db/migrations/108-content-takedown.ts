import type { Migration } from '../migration';

/**
 * Operators take content down: marquee items and news/FAQ get the published flag bulletins have;
 * a deleted item stays as a tombstone (its texts wiped, deleted_at set), so its id is never handed to a new
 * item and the audit trail of an id is one item's; every publish, unpublish, republish and delete of the
 * console's content is kept with who and when.
 */
const sql = `
ALTER TABLE announcements ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1;
ALTER TABLE content_items ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1;
ALTER TABLE bulletins ADD COLUMN deleted_at TEXT;
ALTER TABLE announcements ADD COLUMN deleted_at TEXT;
ALTER TABLE content_items ADD COLUMN deleted_at TEXT;
CREATE TABLE console_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  operator TEXT NOT NULL,
  action TEXT NOT NULL,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  summary TEXT NOT NULL DEFAULT ''
);
CREATE INDEX console_audit_by_item ON console_audit (kind, item_id);
`;

const migration: Migration = { id: '108-content-takedown', sql };
export default migration;
