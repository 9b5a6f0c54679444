import type { Flag } from './api';

/** Member layout info from /member/profile/common/layout (spec 3). */
export interface MemberLayoutInfo {
  id: number;
  member_account: string;
  member_currency: string;
  member_cash: number | string;
  /** 1 is a normal member; other values fetch the agent level names. */
  member_type: number;
  agent_type: number;
  agent_level: number;
  is_agent: Flag;
  agent_active: Flag;
  is_playing: Flag;
  cash_back_status: number;
  wallet_status: number;
  /** 1 = must change the password at first login. */
  first_login_to_change_password: Flag;
  /** 1 = must bind a bank account before depositing. */
  need_bank_account_deposit_verified: Flag;
}

/** Member profile from /member/profile (spec 3). */
export interface MemberProfile {
  id: number;
  member_account: string;
  member_name: string;
  is_withdraw_password: Flag;
  member_birthday: string | null;
  member_email: string | null;
  member_currency: string;
  member_phone: string | null;
  member_line: string | null;
  member_others: string | null;
  member_qq: string | null;
  member_skype: string | null;
  member_wechat: string | null;
  member_fb: string | null;
  member_zalo: string | null;
  member_telegram: string | null;
  member_whats_app: string | null;
  new_identity_id: string | null;
  withdraw_password?: string | null;
  identity_id?: string | null;
}
