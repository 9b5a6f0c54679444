import { apiPost, apiRead } from './client';
import type { ApiReply, Flag } from '../types';

// The agent-center calls designed by the server (server/src/modules/agent, under /arks/web/agent),
// plus apply_for_agent/check and agent-level-rename of the member module, with their reply shapes.

const BASE = '/arks/web/agent';

export interface AgentPlanLevel {
  level: number;
  min_active_members: number;
  min_profit: number;
  commission_rate: number;
}
export interface AgentPlan {
  currency: string;
  list: AgentPlanLevel[];
}

export interface AgentApplyBody {
  contact?: string;
  note?: string;
}
export interface AgentApplyResult {
  application_id: number;
  status: number;
}

/** apply_for_agent/check: the agent's validity and whether the member may apply. */
export interface ApplyForAgentCheck {
  agent_id: number | null;
  is_agent: Flag;
  agent_active: Flag;
  is_valid: Flag;
  /** 1 while the member's application waits for review. */
  apply_status: Flag;
  can_apply: Flag;
}

export interface AgentLevelName {
  agent_level: number;
  name: string;
}

export interface AgentPaging {
  page?: number;
  count?: number;
}
/** Inclusive days, YYYY-MM-DD. */
export interface AgentDateRange {
  start_date?: string;
  end_date?: string;
}

export interface DownlineQuery extends AgentPaging, AgentDateRange {
  member_account?: string;
}
export interface DownlineMember {
  id: number;
  member_account: string;
  member_currency: string;
  member_cash: number;
  is_agent: Flag;
  agent_active: Flag;
  agent_level: number;
  status: number;
  register_at: string;
  last_login_at: string | null;
  deposit_total: number;
  bet_total: number;
  downline_count: number;
}
export interface DownlineList {
  list: DownlineMember[];
  total_count: number;
}

export interface AgentPromotion {
  agent_id: number;
  currency: string;
  /** `/register?id=<agent id>&currency=<currency>` */
  register_path: string;
  agent_domains: { host: string; url: string }[];
}

export interface OperationRow {
  date: string;
  new_members: number;
  deposit_amount: number;
  withdrawal_amount: number;
  bet_amount: number;
  win_loss: number;
}
export interface OperationTable {
  list: OperationRow[];
  total: Omit<OperationRow, 'date'>;
}

export interface StratifiedRow {
  level: number;
  members: number;
  active_members: number;
  bet_amount: number;
  payout: number;
  win_loss: number;
}

export interface AgentTransferBody {
  member_account: string;
  amount: number;
  withdraw_password: string;
}
export interface AgentTransferResult {
  member_account: string;
  amount: number;
  /** The agent's main balance after the transfer. */
  member_cash: number;
}

export interface SettlementRow extends Omit<StratifiedRow, 'level'> {
  /** YYYY-MM */
  period: string;
  plan_level: number;
  commission_rate: number;
  commission: number;
  /** 0 open (current month), 1 settled. */
  status: 0 | 1;
}

/** POST agent/plan {currency} -> commission levels (public). */
export const postAgentPlan = (currency?: string): Promise<ApiReply<AgentPlan>> =>
  apiRead(`${BASE}/plan`, currency ? { currency } : {});
/** POST agent/agreement -> content (server HTML in the request language; public). */
export const postAgentAgreement = (): Promise<ApiReply<{ content: string }>> => apiRead(`${BASE}/agreement`, {});
/** POST agent/apply {contact, note}: the member becomes an inactive agent until approved. */
export const postAgentApply = (body: AgentApplyBody): Promise<ApiReply<AgentApplyResult>> =>
  apiPost(`${BASE}/apply`, body);
/** POST apply_for_agent/check for the logged-in member (no agent_id) or a given agent id. */
export const postApplyForAgentStatus = (agentId?: number | string): Promise<ApiReply<ApplyForAgentCheck>> =>
  apiRead('/member/apply_for_agent/check', agentId === undefined ? { apply_agent_flag: 0 } : { agent_id: agentId, apply_agent_flag: 0 });
/** POST agent-level-rename -> the agent level names in the request language. */
export const postAgentLevelNames = (): Promise<ApiReply<{ list: AgentLevelName[] }>> =>
  apiRead('/arks/web/agent-level-rename', {});
/** POST agent/downline {page, count, member_account, start_date, end_date}. */
export const postAgentDownline = (q: DownlineQuery): Promise<ApiReply<DownlineList>> => apiRead(`${BASE}/downline`, q);
/** POST agent/promotion -> register path and agent domains. */
export const postAgentPromotion = (): Promise<ApiReply<AgentPromotion>> => apiRead(`${BASE}/promotion`, {});
/** POST agent/operation {start_date, end_date} -> per-day rows and totals of the direct downline. */
export const postAgentOperation = (range: AgentDateRange): Promise<ApiReply<OperationTable>> =>
  apiRead(`${BASE}/operation`, range);
/** POST agent/stratified {start_date, end_date} -> one row per downline level. */
export const postAgentStratified = (range: AgentDateRange): Promise<ApiReply<{ list: StratifiedRow[] }>> =>
  apiRead(`${BASE}/stratified`, range);
/** POST agent/transfer: main balance to a direct downline member (never retried). */
export const postAgentTransfer = (body: AgentTransferBody): Promise<ApiReply<AgentTransferResult>> =>
  apiPost(`${BASE}/transfer`, body);
/** POST agent/settlement {period?: YYYY-MM} -> one month, or the last six without a period. */
export const postAgentSettlement = (period?: string): Promise<ApiReply<{ list: SettlementRow[] }>> =>
  apiRead(`${BASE}/settlement`, period ? { period } : {});
