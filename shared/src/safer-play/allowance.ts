import { LIMIT_PERIODS, type LimitPeriod } from './periods';

/** A sum of money at a moment (a deposit asked for). */
export interface MoneyEntry {
  at: number;
  amount: number;
}

/** A settled bet: its stake and what it paid back. */
export interface BetEntry {
  at: number;
  stake: number;
  win: number;
}

/** A limit in force for one period. */
export interface LimitInForce {
  period: LimitPeriod;
  amount: number;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

/** True when `at` lies in the rolling window of `period` ending at `now` (an entry exactly one period old has left). */
export function inWindow(at: number, period: LimitPeriod, now: number): boolean {
  return at > now - LIMIT_PERIODS[period] && at <= now;
}

const window = <T extends { at: number }>(entries: readonly T[], period: LimitPeriod, now: number): T[] =>
  entries.filter((e) => inWindow(e.at, period, now)).sort((a, b) => a.at - b.at);

/** What the member may still deposit under its limits at `now`: the lowest remaining allowance, its limit and when it grows. */
export interface Allowance {
  /** The lowest of the limits' remaining allowances, never below 0. */
  allowance: number;
  /** The limit that gives it. */
  period: LimitPeriod;
  limit: number;
  /** Deposited in that limit's window. */
  used: number;
  /** When that allowance grows again (its oldest deposit leaves the window); null when nothing is used. */
  growsAt: number | null;
}

/** Deposit limits (RTS 12): each period's limit minus what was deposited in its rolling window; the lowest applies. Null without limits. */
export function depositAllowance(
  limits: readonly LimitInForce[],
  deposits: readonly MoneyEntry[],
  now: number,
): Allowance | null {
  let best: Allowance | null = null;
  for (const limit of limits) {
    const inside = window(deposits, limit.period, now);
    const used = cents(inside.reduce((sum, d) => sum + d.amount, 0));
    const allowance = Math.max(0, cents(limit.amount - used));
    const oldest = inside[0];
    const candidate: Allowance = {
      allowance,
      period: limit.period,
      limit: limit.amount,
      used,
      growsAt: oldest ? oldest.at + LIMIT_PERIODS[limit.period] : null,
    };
    if (best === null || candidate.allowance < best.allowance) best = candidate;
  }
  return best;
}

/** A deposit of `amount` is allowed when it is not above the remaining allowance (no limits: always). */
export function depositAllowed(allowance: Allowance | null, amount: number): boolean {
  return allowance === null || amount <= allowance.allowance;
}

/** Net loss in a period's rolling window: stakes minus wins, from the bet records (a net win is a negative loss). */
export function netLoss(bets: readonly BetEntry[], period: LimitPeriod, now: number): number {
  return cents(window(bets, period, now).reduce((sum, b) => sum + b.stake - b.win, 0));
}

/** One loss limit at `now`: the loss in its window, whether it is reached, and when play opens again. */
export interface LossStanding {
  period: LimitPeriod;
  limit: number;
  loss: number;
  reached: boolean;
  /** When the loss in the window falls below the limit again, as bets leave it; null when not reached. */
  opensAt: number | null;
}

function standing(limit: LimitInForce, bets: readonly BetEntry[], now: number): LossStanding {
  const inside = window(bets, limit.period, now);
  let loss = cents(inside.reduce((sum, b) => sum + b.stake - b.win, 0));
  const reached = loss >= limit.amount;
  if (!reached) return { period: limit.period, limit: limit.amount, loss, reached, opensAt: null };
  const total = loss;
  let opensAt: number | null = null;
  // Bets leave the window oldest first; play opens at the first moment the remaining loss is under the limit.
  for (const bet of inside) {
    loss = cents(loss - (bet.stake - bet.win));
    if (loss < limit.amount) {
      opensAt = bet.at + LIMIT_PERIODS[limit.period];
      break;
    }
  }
  return { period: limit.period, limit: limit.amount, loss: total, reached, opensAt };
}

/** Loss limits (RTS 12): each limit's standing; `blocking` is set when any is reached, opening when the last reached one opens. */
export function lossStanding(
  limits: readonly LimitInForce[],
  bets: readonly BetEntry[],
  now: number,
): { limits: LossStanding[]; blocking: { opensAt: number; period: LimitPeriod } | null } {
  const all = limits.map((l) => standing(l, bets, now));
  let blocking: { opensAt: number; period: LimitPeriod } | null = null;
  for (const s of all) {
    if (!s.reached || s.opensAt === null) continue;
    if (blocking === null || s.opensAt > blocking.opensAt) blocking = { opensAt: s.opensAt, period: s.period };
  }
  return { limits: all, blocking };
}
