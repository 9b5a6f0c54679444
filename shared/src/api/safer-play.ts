import { apiPost, apiRead } from './client';
import type { ApiReply } from '../types';
import type {
  ActivityGrain,
  ActivityRow,
  BreakKind,
  LimitChange,
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
} from '../safer-play';

// The safer-play calls the reference server designed, typed.
const BASE = '/arks/web/safer-play';

/** A waiting higher limit or removal (amount null) and the moment it applies. */
export interface PendingLimitView {
  amount: number | null;
  effective_at: string;
}
/** One limit of one period: the amount in force (null: none), a waiting change, and what its window holds now. */
export interface LimitView {
  period: LimitPeriod;
  amount: number | null;
  pending: PendingLimitView | null;
  /** Deposited (deposit limits) or net loss (loss limits) in the period's rolling window. */
  used: number;
}
/** The lowest remaining deposit allowance, its period and when it grows. */
export interface DepositAllowanceView {
  allowance: number;
  period: LimitPeriod;
  limit: number;
  used: number;
  grows_at: string | null;
}
export interface SaferLimits {
  currency: string;
  /** 1 once the member asked for a deposit (the page offers a limit before the first). */
  has_deposited: 0 | 1;
  deposit: LimitView[];
  loss: LimitView[];
  /** Null when no deposit limit is in force. */
  deposit_allowance: DepositAllowanceView | null;
  /** Set when a loss limit is reached: play opens again at opens_at. */
  loss_blocking: { period: LimitPeriod; opens_at: string } | null;
}
export interface SetLimitBody {
  kind: LimitKind;
  period: LimitPeriod;
  /** null removes the limit (after the cooling-off). */
  amount: number | null;
}
export interface SaferSession {
  login_at: string;
  now: string;
  reality_check_minutes: RealityCheckMinutes;
  show_clock: 0 | 1;
  /** Wins minus stakes since login. */
  net_position: number;
  currency: string;
}
export interface LimitHistoryItem {
  id: number;
  kind: LimitKind;
  period: LimitPeriod;
  /** set, decreased, increaseRequested, removalRequested, applied, cancelled. */
  action: LimitChange | 'applied' | 'cancelled';
  old_amount: number | null;
  new_amount: number | null;
  created_at: string;
}
export interface SaferActivity {
  grain: ActivityGrain;
  currency: string;
  list: ActivityRow[];
  limit_history: LimitHistoryItem[];
}

/** The member's deposit and loss limits, the deposit allowance and whether a loss limit keeps play shut. */
export const postSaferLimits = (): Promise<ApiReply<SaferLimits>> => apiRead(`${BASE}/limits`, {});
/** Sets, raises, lowers or removes a limit (606 invalid input). */
export const postSetLimit = (body: SetLimitBody): Promise<ApiReply<{ change: LimitChange; limit: LimitView }>> =>
  apiPost(`${BASE}/limits/set`, body, { flow: 'saferPlay' });
/** Cancels a waiting increase or removal (607 nothing waits). */
export const postCancelLimit = (body: { kind: LimitKind; period: LimitPeriod }): Promise<ApiReply<{ limit: LimitView }>> =>
  apiPost(`${BASE}/limits/cancel`, body, { flow: 'saferPlay' });
/** Takes a time-out or self-excludes, confirmed with the password (605 wrong password, 606 invalid period): every window is logged out. */
export const postTakeBreak = (body: {
  kind: BreakKind;
  period: string;
  password: string;
}): Promise<ApiReply<{ kind: BreakKind; ends_at: string }>> => apiPost(`${BASE}/break`, body, { flow: 'saferPlay' });
/** Sets the reality-check interval and whether the header shows the session clock (606 invalid interval). */
export const postRealityCheck = (body: {
  minutes: RealityCheckMinutes;
  show_clock: 0 | 1;
}): Promise<ApiReply<{ reality_check_minutes: RealityCheckMinutes; show_clock: 0 | 1 }>> =>
  apiPost(`${BASE}/reality-check`, body, { flow: 'saferPlay' });
/** This session: login time, reality-check settings and the net position since login. */
export const postSaferSession = (): Promise<ApiReply<SaferSession>> => apiRead(`${BASE}/session`, {});
/** Stakes, wins, net, deposits and withdrawals per day, week or month, and the history of limit changes. */
export const postSaferActivity = (grain: ActivityGrain): Promise<ApiReply<SaferActivity>> =>
  apiRead(`${BASE}/activity`, { grain });
