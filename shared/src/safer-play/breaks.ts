import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, type SelfExclusionPeriod, type TimeOutPeriod } from './periods';

/** A time-out (take a break) or a self-exclusion. */
export type BreakKind = 'timeout' | 'exclusion';

/** A break as recorded: when it started and ends; a self-exclusion also when the operator reopened the account. */
export interface BreakRecord {
  kind: BreakKind;
  startedAt: number;
  endsAt: number;
  reopenedAt: number | null;
}

/** The same moment `months` calendar months later (UTC), the day clamped to the month's last day. */
export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.getTime();
}

/** When a time-out taken at `start` ends. */
export function timeOutEndsAt(period: TimeOutPeriod, start: number): number {
  return start + TIME_OUT_PERIODS[period];
}

/** When a self-exclusion taken at `start` reaches the end of its term. */
export function exclusionEndsAt(period: SelfExclusionPeriod, start: number): number {
  return addMonths(start, SELF_EXCLUSION_PERIODS[period]);
}

/**
 * The break that keeps the member out at `now`, or null. A time-out holds until its end and cannot be
 * shortened; a self-exclusion holds until its term is over AND the operator reopened the account on the
 * member's request. A self-exclusion wins over a time-out; of two of a kind, the one ending last.
 */
export function activeBreak(breaks: readonly BreakRecord[], now: number): BreakRecord | null {
  let found: BreakRecord | null = null;
  for (const b of breaks) {
    if (b.startedAt > now) continue;
    const holds = b.kind === 'exclusion' ? b.reopenedAt === null : now < b.endsAt;
    if (!holds) continue;
    if (
      found === null ||
      (b.kind === 'exclusion' && found.kind === 'timeout') ||
      (b.kind === found.kind && b.endsAt > found.endsAt)
    )
      found = b;
  }
  return found;
}

/** The operator may reopen a self-excluded account only once its term is over (and not before). */
export function canReopen(exclusion: BreakRecord, now: number): boolean {
  return exclusion.kind === 'exclusion' && exclusion.reopenedAt === null && now >= exclusion.endsAt;
}
