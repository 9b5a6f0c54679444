import type Database from 'better-sqlite3';

/** A row of the members table (server/src/db/migrations/001-core.ts). */
export interface MemberRow {
  id: number;
  site_id: string;
  member_account: string;
  password_hash: string;
  member_currency: string;
  member_cash: number;
  member_type: number;
  agent_type: number;
  agent_level: number;
  is_agent: number;
  agent_active: number;
  is_playing: number;
  cash_back_status: number;
  wallet_status: number;
  first_login_to_change_password: number;
  need_bank_account_deposit_verified: number;
  member_name: string;
  member_birthday: string;
  member_email: string;
  member_phone: string;
  member_line: string;
  member_others: string;
  member_qq: string;
  member_skype: string;
  member_wechat: string;
  member_fb: string;
  member_zalo: string;
  member_telegram: string;
  member_whats_app: string;
  identity_id: string;
  withdraw_password_hash: string | null;
  status: 'active' | 'disabled' | 'frozen';
  login_check: 'none' | 'device' | 'withdraw_password';
  trusted_udid: string | null;
  parent_agent_id: number | null;
  recommend_code: string | null;
  recommend_enabled: number;
  recommended_by: number | null;
  register_ip: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export function findMemberById(db: Database.Database, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

export function findMemberByAccount(db: Database.Database, account: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE member_account = ?').get(account) as MemberRow | undefined;
}

/** The member layout info of spec section 3. */
export function memberLayout(m: MemberRow) {
  return {
    id: m.id,
    member_account: m.member_account,
    member_currency: m.member_currency,
    member_cash: m.member_cash,
    member_type: m.member_type,
    agent_type: m.agent_type,
    agent_level: m.agent_level,
    is_agent: m.is_agent,
    agent_active: m.agent_active,
    is_playing: m.is_playing,
    cash_back_status: m.cash_back_status,
    wallet_status: m.wallet_status,
    first_login_to_change_password: m.first_login_to_change_password,
    need_bank_account_deposit_verified: m.need_bank_account_deposit_verified,
  };
}

/** The member profile of spec section 3 (never the password hashes). */
export function memberProfile(m: MemberRow) {
  return {
    id: m.id,
    member_account: m.member_account,
    member_name: m.member_name,
    is_withdraw_password: m.withdraw_password_hash ? 1 : 0,
    member_birthday: m.member_birthday,
    member_email: m.member_email,
    member_currency: m.member_currency,
    member_phone: m.member_phone,
    member_line: m.member_line,
    member_others: m.member_others,
    member_qq: m.member_qq,
    member_skype: m.member_skype,
    member_wechat: m.member_wechat,
    member_fb: m.member_fb,
    member_zalo: m.member_zalo,
    member_telegram: m.member_telegram,
    member_whats_app: m.member_whats_app,
    new_identity_id: m.identity_id,
  };
}
