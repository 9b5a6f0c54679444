import { REALITY_CHECK_MINUTES, REALITY_CHECK_UNIT_MS, type RealityCheckMinutes } from './periods';
import type { BetEntry } from './allowance';

/** True when `value` is an interval the member may choose. */
export function isRealityCheckMinutes(value: unknown): value is RealityCheckMinutes {
  return typeof value === 'number' && (REALITY_CHECK_MINUTES as readonly number[]).includes(value);
}

/** Time since login, never negative. */
export function sessionElapsedMs(loginAt: number, now: number): number {
  return Math.max(0, now - loginAt);
}

/**
 * The reality checks of a session (RTS 13): how many intervals have passed since login (the check to show
 * is that number; 0 is none yet), and when the next one falls. Off (0 minutes): none, ever.
 */
export function realityCheckSchedule(
  loginAt: number,
  minutes: number,
  now: number,
): { due: number; nextAt: number | null } {
  if (!isRealityCheckMinutes(minutes) || minutes === 0) return { due: 0, nextAt: null };
  const interval = minutes * REALITY_CHECK_UNIT_MS;
  const due = Math.floor(sessionElapsedMs(loginAt, now) / interval);
  return { due, nextAt: loginAt + (due + 1) * interval };
}

/** Net position of bets since login: wins minus stakes (negative is a loss). */
export function netPosition(bets: readonly BetEntry[], loginAt: number, now: number): number {
  const sum = bets.filter((b) => b.at >= loginAt && b.at <= now).reduce((s, b) => s + b.win - b.stake, 0);
  return Math.round(sum * 100) / 100;
}
