import type { Migration } from '../migration';

/** Banners, bulletins, marquee, site settings and template content (news, FAQ, discounts, sponsors, footer, float). */
const sql = `
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  use_type INTEGER NOT NULL,
  link_type INTEGER NOT NULL,
  link_method INTEGER NOT NULL DEFAULT 0,
  url TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  currency TEXT,
  gt_id INTEGER,
  gp_id TEXT,
  gp_gt_name TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE bulletins (
  id INTEGER PRIMARY KEY,
  title_en TEXT NOT NULL,
  title_bn TEXT NOT NULL,
  content_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  display_device INTEGER NOT NULL DEFAULT 0,
  display_location INTEGER NOT NULL DEFAULT 2,
  audience INTEGER NOT NULL DEFAULT 0,
  display_frequency INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL
);
CREATE TABLE bulletin_hides (
  member_id INTEGER NOT NULL,
  bulletin_id INTEGER NOT NULL,
  PRIMARY KEY (member_id, bulletin_id)
);
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  content_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  display_before_login INTEGER NOT NULL DEFAULT 1,
  display_after_login INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE site_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE content_items (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  template TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  title_bn TEXT NOT NULL DEFAULT '',
  content_en TEXT NOT NULL DEFAULT '',
  content_bn TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX content_items_by_kind ON content_items (kind, sort);
`;

const migration: Migration = { id: '102-content', sql };
export default migration;
