import { apiPost, apiRead } from './client';
import type { ApiReply, ContactField, MemberProfile } from '../types';
import { letterBody, type LetterQuery } from './member';

// The member-center calls the reference server designed (server/src/modules/member-center), typed.
const BASE = '/arks/web/member-center';

/** A date range (YYYY-MM-DD, inclusive days) with paging; the server defaults to the last 30 days, 20 a page. */
export interface RecordRangeQuery {
  start_date?: string;
  end_date?: string;
  page?: number;
  count?: number;
}

/** A paged record list. */
export interface RecordPage<T> {
  list: T[];
  total_count: number;
}

export interface DepositChannel {
  id: number;
  name: string;
  channel_type: string;
  currency: string;
  min_amount: number;
  max_amount: number;
}
export interface DepositChannels {
  list: DepositChannel[];
  need_bank_account_deposit_verified: 0 | 1;
}
export interface DepositOrder {
  order_number: string;
  amount: number;
  currency: string;
  channel: string;
  status: number;
  created_at: string;
}
/** The cash snapshot a money call answers with. */
export interface CashSnapshot {
  member_cash: number;
  provider_total: number;
  total: number;
}
export interface WithdrawalOrder extends CashSnapshot {
  order_number: string;
  amount: number;
  status: number;
}
export interface WalletTransferResult extends CashSnapshot {
  from_wallet: string;
  to_wallet: string;
  amount: number;
}
export interface TransferRecord {
  id: number;
  from_wallet: string;
  to_wallet: string;
  amount: number;
  /** 'wallet' (member transfer) or 'back' (transfer back). */
  kind: string;
  created_at: string;
}
/** Deposit/withdrawal record type: 0 all, 1 deposits, 2 withdrawals. */
export type DwRecordType = 0 | 1 | 2;
export interface DwRecord {
  type: 1 | 2;
  order_number: string;
  amount: number;
  currency: string;
  /** 0 pending, 1 success, 2 failed. */
  status: number;
  created_at: string;
}
export interface BankAccount {
  id: number;
  bank_name: string;
  account_name: string;
  /** Masked: only the last four digits. */
  account_number: string;
  created_at: string;
}
export interface BankAccountList {
  list: BankAccount[];
  need_bank_account_deposit_verified: 0 | 1;
  max_count: number;
}
export interface BankAccountBindBody {
  bank_name: string;
  account_name: string;
  account_number: string;
}
export interface RecommendProjectItem {
  id: number;
  title: string;
  content: string;
  reward_amount: number;
  min_deposit: number;
}
export interface RecommendProject {
  recommend_code: string | null;
  recommend_enabled: number;
  register_path: string | null;
  list: RecommendProjectItem[];
}
export interface RecommendAward {
  id: number;
  friend_account: string;
  amount: number;
  status: number;
  created_at: string;
}
export interface RecommendMember {
  id: number;
  member_account: string;
  register_at: string;
  deposit_total: number;
}

/** Deposit channels of the member's currency, with the bank-binding flag. */
export const postDepositChannels = (): Promise<ApiReply<DepositChannels>> => apiRead(`${BASE}/deposit/channels`, {});
/** A deposit request (201 bank not bound, 202 channel unavailable, 203 amount out of range, 601 above the deposit allowance). */
export const postDeposit = (body: { channel_id: number; amount: number }): Promise<ApiReply<DepositOrder>> =>
  apiPost(`${BASE}/deposit`, body, { flow: 'deposit' });
/** A withdrawal (201 no bank account, 202 no withdraw password, 203 wrong, 204 insufficient, 205 out of range). */
export const postWithdrawal = (body: {
  amount: number;
  withdraw_password: string;
  bank_account_id?: number;
}): Promise<ApiReply<WithdrawalOrder>> => apiPost(`${BASE}/withdrawal`, body);
/** A member transfer between wallets ('main' or a gp_id; 201 same, 202 unknown, 203 insufficient, 204 maintenance, 205 disabled, 602 loss limit reached). */
export const postWalletTransfer = (body: {
  from_wallet: string;
  to_wallet: string;
  amount: number;
}): Promise<ApiReply<WalletTransferResult>> => apiPost(`${BASE}/transfer`, body, { flow: 'transfer' });
/** Transfer records in a date range (210 invalid range). */
export const postTransferRecords = (q: RecordRangeQuery): Promise<ApiReply<RecordPage<TransferRecord>>> =>
  apiRead(`${BASE}/transfer/records`, q);
/** Deposit/withdrawal records in a date range. */
export const postDwRecords = (
  q: RecordRangeQuery & { type?: DwRecordType },
): Promise<ApiReply<RecordPage<DwRecord>>> => apiRead(`${BASE}/dw/records`, q);
/** The member's bank accounts (masked). */
export const postBankAccountList = (): Promise<ApiReply<BankAccountList>> => apiRead(`${BASE}/bank-account/list`, {});
/** Binds a bank account (201 duplicate, 202 invalid number, 203 limit). */
export const postBankAccountBind = (
  body: BankAccountBindBody,
): Promise<ApiReply<{ id: number; bank_name: string; account_number: string; need_bank_account_deposit_verified: 0 }>> =>
  apiPost(`${BASE}/bank-account/bind`, body);
/** The recommend project: code, register path and award rules. */
export const postRecommendProject = (): Promise<ApiReply<RecommendProject>> => apiRead(`${BASE}/recommend/project`, {});
/** Recommend award records in a date range. */
export const postRecommendRecords = (
  q: RecordRangeQuery,
): Promise<ApiReply<RecordPage<RecommendAward> & { total_amount: number }>> => apiRead(`${BASE}/recommend/records`, q);
/** Members the member recommended, searched by account. */
export const postRecommendMembers = (q: {
  member_account?: string;
  page?: number;
  count?: number;
}): Promise<ApiReply<RecordPage<RecommendMember>>> => apiRead(`${BASE}/recommend/members`, q);

/** Deletes chosen letters: the list body of spec 7 narrowed by `ids` (the server deletes only those). */
export const postLetterDestroyIds = (
  q: LetterQuery,
  ids: readonly (number | string)[],
): Promise<ApiReply<{ deleted: number; unread_count: number }>> =>
  apiPost('/arks/web/member/letter/destroy', { ...letterBody(q), ids: [...ids] });

/** The contact-app fields a member edits in the member center (spec 3); '' clears an optional one. */
export type ContactEditBody = Partial<Record<ContactField, string>>;
/** Saves contact-app fields -> the profile (201 not editable, 202 nothing sent, 301-308 the field's rule, data.field). */
export const postContactEdit = (body: ContactEditBody): Promise<ApiReply<MemberProfile>> =>
  apiPost(`${BASE}/profile/contact`, body, { flow: 'contactEdit' });
/** Sets the first withdraw password (201 already set, 202 not 4 digits, 203 confirmation differs). */
export const postWithdrawPasswordSet = (body: {
  withdraw_password: string;
  check_withdraw_password: string;
}): Promise<ApiReply<{ is_withdraw_password: 1 }>> =>
  apiPost(`${BASE}/withdraw-password/set`, body, { flow: 'withdrawPasswordSet' });
