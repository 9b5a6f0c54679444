import type { Migration } from '../migration';

const sql = `
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  site_id TEXT NOT NULL DEFAULT '1',
  member_account TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT NOT NULL,
  member_currency TEXT NOT NULL,
  member_cash REAL NOT NULL DEFAULT 0,
  member_type INTEGER NOT NULL DEFAULT 1,
  agent_type INTEGER NOT NULL DEFAULT 0,
  agent_level INTEGER NOT NULL DEFAULT 0,
  is_agent INTEGER NOT NULL DEFAULT 0,
  agent_active INTEGER NOT NULL DEFAULT 0,
  is_playing INTEGER NOT NULL DEFAULT 0,
  cash_back_status INTEGER NOT NULL DEFAULT 0,
  wallet_status INTEGER NOT NULL DEFAULT 1,
  first_login_to_change_password INTEGER NOT NULL DEFAULT 0,
  need_bank_account_deposit_verified INTEGER NOT NULL DEFAULT 0,
  member_name TEXT NOT NULL DEFAULT '',
  member_birthday TEXT NOT NULL DEFAULT '',
  member_email TEXT NOT NULL DEFAULT '',
  member_phone TEXT NOT NULL DEFAULT '',
  member_line TEXT NOT NULL DEFAULT '',
  member_others TEXT NOT NULL DEFAULT '',
  member_qq TEXT NOT NULL DEFAULT '',
  member_skype TEXT NOT NULL DEFAULT '',
  member_wechat TEXT NOT NULL DEFAULT '',
  member_fb TEXT NOT NULL DEFAULT '',
  member_zalo TEXT NOT NULL DEFAULT '',
  member_telegram TEXT NOT NULL DEFAULT '',
  member_whats_app TEXT NOT NULL DEFAULT '',
  identity_id TEXT NOT NULL DEFAULT '',
  withdraw_password_hash TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled', 'frozen')),
  login_check TEXT NOT NULL DEFAULT 'none' CHECK (login_check IN ('none', 'device', 'withdraw_password')),
  trusted_udid TEXT,
  parent_agent_id INTEGER REFERENCES members(id),
  recommend_code TEXT UNIQUE,
  recommend_enabled INTEGER NOT NULL DEFAULT 1,
  recommended_by INTEGER REFERENCES members(id),
  register_ip TEXT,
  last_login_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX members_phone ON members(member_phone);
CREATE INDEX members_email ON members(member_email);
CREATE INDEX members_parent ON members(parent_agent_id);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  udid TEXT,
  ip TEXT,
  device TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_member ON sessions(member_id);

CREATE TABLE captchas (
  token TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  type INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE login_headers (
  value TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE login_challenges (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  reason INTEGER NOT NULL,
  question TEXT NOT NULL,
  asked TEXT NOT NULL,
  available_questions_count INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  udid TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reset_tokens (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX rate_limits_key ON rate_limits(key, at);

CREATE TABLE ip_rules (
  ip TEXT PRIMARY KEY,
  login_code INTEGER NOT NULL DEFAULT 106,
  note TEXT NOT NULL DEFAULT ''
);

CREATE TABLE registrations (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  introducer TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX registrations_ip ON registrations(ip, created_at);

CREATE TABLE register_settings (
  currency TEXT NOT NULL,
  name TEXT NOT NULL,
  is_display INTEGER NOT NULL DEFAULT 1,
  is_required INTEGER NOT NULL DEFAULT 0,
  is_unique INTEGER NOT NULL DEFAULT 0,
  is_member_center INTEGER NOT NULL DEFAULT 1,
  is_verification INTEGER NOT NULL DEFAULT 0,
  is_member_center_verification INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (currency, name)
);

CREATE TABLE service_agreements (
  id INTEGER PRIMARY KEY,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL
);

CREATE TABLE register_blacklist (
  kind TEXT NOT NULL CHECK (kind IN ('name', 'email', 'phone', 'ip')),
  value TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (kind, value)
);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);

CREATE TABLE agent_domains (
  host TEXT PRIMARY KEY COLLATE NOCASE,
  agent_id INTEGER NOT NULL REFERENCES members(id)
);

CREATE TABLE core_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE seeds (
  id TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL DEFAULT (datetime('now'))
);
`;

const migration: Migration = { id: '001-core', sql };
export default migration;
