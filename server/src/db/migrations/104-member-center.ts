import type { Migration } from '../migration';

/** Deposit channels and orders, withdrawals, wallet transfers, bank accounts, recommend awards. */
const sql = `
CREATE TABLE deposit_channels (
  id INTEGER PRIMARY KEY,
  currency TEXT NOT NULL,
  name TEXT NOT NULL,
  channel_type TEXT NOT NULL,
  min_amount REAL NOT NULL,
  max_amount REAL NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  amount REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX deposits_by_member ON deposits (member_id, created_at);
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL,
  bank_account_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  amount REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX withdrawals_by_member ON withdrawals (member_id, created_at);
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  from_wallet TEXT NOT NULL,
  to_wallet TEXT NOT NULL,
  amount REAL NOT NULL,
  kind TEXT NOT NULL DEFAULT 'wallet',
  created_at TEXT NOT NULL
);
CREATE INDEX transfers_by_member ON transfers (member_id, created_at);
CREATE TABLE bank_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, account_number)
);
CREATE TABLE recommend_projects (
  id INTEGER PRIMARY KEY,
  currency TEXT NOT NULL,
  title_en TEXT NOT NULL,
  title_bn TEXT NOT NULL,
  content_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  reward_amount REAL NOT NULL,
  min_deposit REAL NOT NULL
);
CREATE TABLE recommend_awards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  friend_account TEXT NOT NULL,
  amount REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
`;

const migration: Migration = { id: '104-member-center', sql };
export default migration;
