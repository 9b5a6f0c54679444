import type { BetEntry, MoneyEntry } from './allowance';
import { DEFAULT_TIMEZONE } from '../constants/locale';

/** The zone "My activity" splits days in: the site's display zone (spec 9). */
export const ACTIVITY_TIME_ZONE = DEFAULT_TIMEZONE;

/** The grains of "My activity": per day, week (Monday first) and month, in the site's time zone. */
export const ACTIVITY_GRAINS = ['day', 'week', 'month'] as const;
export type ActivityGrain = (typeof ACTIVITY_GRAINS)[number];

/** One row of "My activity". `period` is the day ('2026-11-24'), the week's Monday, or the month ('2026-11'). */
export interface ActivityRow {
  period: string;
  stakes: number;
  wins: number;
  /** Wins minus stakes. */
  net: number;
  deposits: number;
  withdrawals: number;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

/** The calendar day of a moment in a time zone, as YYYY-MM-DD. */
export function dayIn(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The key of the bucket a moment falls in. */
export function activityPeriod(at: number, grain: ActivityGrain, timeZone: string): string {
  const day = dayIn(at, timeZone);
  if (grain === 'day') return day;
  if (grain === 'month') return day.slice(0, 7);
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** Stakes, wins, net position, deposits and withdrawals per period, newest first. */
export function activitySummary(
  input: { bets: readonly BetEntry[]; deposits: readonly MoneyEntry[]; withdrawals: readonly MoneyEntry[] },
  grain: ActivityGrain,
  timeZone: string,
): ActivityRow[] {
  const rows = new Map<string, ActivityRow>();
  const row = (at: number): ActivityRow => {
    const period = activityPeriod(at, grain, timeZone);
    let r = rows.get(period);
    if (!r) {
      r = { period, stakes: 0, wins: 0, net: 0, deposits: 0, withdrawals: 0 };
      rows.set(period, r);
    }
    return r;
  };
  for (const b of input.bets) {
    const r = row(b.at);
    r.stakes += b.stake;
    r.wins += b.win;
  }
  for (const d of input.deposits) row(d.at).deposits += d.amount;
  for (const w of input.withdrawals) row(w.at).withdrawals += w.amount;
  return [...rows.values()]
    .map((r) => ({
      ...r,
      stakes: cents(r.stakes),
      wins: cents(r.wins),
      net: cents(r.wins - r.stakes),
      deposits: cents(r.deposits),
      withdrawals: cents(r.withdrawals),
    }))
    .sort((a, b) => (a.period < b.period ? 1 : -1));
}
