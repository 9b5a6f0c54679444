import {
  activeBreak,
  depositAllowance,
  depositAllowed,
  lossStanding,
  SAFER_PLAY_CODES,
  type Allowance,
} from '@mfp/shared/safer-play';
import type Database from 'better-sqlite3';
import { fail, type ApiReply } from '../../core/reply';
import { betEntries, breaksOf, depositEntries, iso, limitsInForce, windowStart } from './store';

// What the server refuses for safer play, each as the reply the refused call answers.

/** The deposit allowance at `now`, or null without a deposit limit. */
export function allowanceOf(db: Database.Database, memberId: number, now: number): Allowance | null {
  return depositAllowance(limitsInForce(db, memberId, 'deposit', now), depositEntries(db, memberId, windowStart(now)), now);
}

/** A deposit above the remaining allowance: 601 naming the allowance and when it grows. */
export function depositRefusal(db: Database.Database, memberId: number, currency: string, amount: number, now: number): ApiReply | null {
  const a = allowanceOf(db, memberId, now);
  if (depositAllowed(a, amount) || a === null) return null;
  const grows = a.growsAt === null ? null : iso(a.growsAt);
  return fail(
    SAFER_PLAY_CODES.depositLimit,
    `This deposit is above your deposit limit: you can deposit up to ${a.allowance} ${currency} now${grows ? `; more from ${grows}` : ''}`,
    { allowance: a.allowance, currency, period: a.period, limit: a.limit, used: a.used, grows_at: grows },
  );
}

/** The loss-limit standing at `now`. */
export function lossOf(db: Database.Database, memberId: number, now: number) {
  return lossStanding(limitsInForce(db, memberId, 'loss', now), betEntries(db, memberId, windowStart(now)), now);
}

/** A reached loss limit: 602 with the time play opens again. */
export function lossRefusal(db: Database.Database, memberId: number, currency: string, now: number): ApiReply | null {
  const s = lossOf(db, memberId, now);
  if (!s.blocking) return null;
  const reached = s.limits.find((l) => l.period === s.blocking?.period);
  const opens = iso(s.blocking.opensAt);
  return fail(SAFER_PLAY_CODES.lossLimit, `You have reached your loss limit; play opens again at ${opens}`, {
    period: s.blocking.period,
    limit: reached?.limit ?? null,
    loss: reached?.loss ?? null,
    currency,
    opens_at: opens,
  });
}

/** The break that keeps a member out at `now`, or null. */
export function breakOf(db: Database.Database, memberId: number, now: number) {
  return activeBreak(breaksOf(db, memberId), now);
}

/** A login during a time-out (603) or a self-exclusion (604), naming when it ends. */
export function loginRefusal(db: Database.Database, memberId: number, now: number): ApiReply | null {
  const b = breakOf(db, memberId, now);
  if (!b) return null;
  const ends = iso(b.endsAt);
  return b.kind === 'exclusion'
    ? fail(SAFER_PLAY_CODES.selfExcluded, `You have excluded yourself until ${ends}`, { kind: b.kind, ends_at: ends })
    : fail(SAFER_PLAY_CODES.timeOut, `You are taking a break until ${ends}`, { kind: b.kind, ends_at: ends });
}

/** True while the member is self-excluded: no letters, red envelopes or promotions reach it. */
export function isSelfExcluded(db: Database.Database, memberId: number, now: number): boolean {
  return breakOf(db, memberId, now)?.kind === 'exclusion';
}
