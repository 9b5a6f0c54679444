import type Database from 'better-sqlite3';
import {
  LIMIT_PERIOD_IDS,
  LIMIT_PERIODS,
  settleLimit,
  type BetEntry,
  type BreakRecord,
  type LimitInForce,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type MoneyEntry,
} from '@mfp/shared/safer-play';

// The safer-play tables (migration 108) read and written as the shared rules' shapes.

interface LimitRow {
  kind: string;
  period: string;
  amount: number | null;
  has_pending: number;
  pending_amount: number | null;
  pending_at: string | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const ms = (text: string): number => Date.parse(text);

const toState = (row: LimitRow | undefined): LimitState =>
  row
    ? {
        amount: row.amount,
        pending: row.has_pending === 1 && row.pending_at ? { amount: row.pending_amount, effectiveAt: ms(row.pending_at) } : null,
      }
    : { amount: null, pending: null };

/** One recorded limit change (the history "My activity" shows). */
export function recordLimitChange(
  db: Database.Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  action: string,
  oldAmount: number | null,
  newAmount: number | null,
  at: number,
): void {
  db.prepare('INSERT INTO safer_limit_history (member_id, kind, period, action, old_amount, new_amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(memberId, kind, period, action, oldAmount, newAmount, iso(at));
}

/** Writes a limit's state (amount in force and waiting change). */
export function writeLimit(db: Database.Database, memberId: number, kind: LimitKind, period: LimitPeriod, state: LimitState): void {
  db.prepare(
    `INSERT INTO safer_limits (member_id, kind, period, amount, has_pending, pending_amount, pending_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, has_pending = excluded.has_pending,
       pending_amount = excluded.pending_amount, pending_at = excluded.pending_at`,
  ).run(memberId, kind, period, state.amount, state.pending ? 1 : 0, state.pending?.amount ?? null, state.pending ? iso(state.pending.effectiveAt) : null);
}

/**
 * Every limit of one kind as it stands at `now`: a waiting change whose cooling-off is over is applied
 * and written (with an 'applied' history line at its own moment), so the tables always say what holds.
 */
export function limitsOf(db: Database.Database, memberId: number, kind: LimitKind, now: number): Record<LimitPeriod, LimitState> {
  const rows = db.prepare('SELECT * FROM safer_limits WHERE member_id = ? AND kind = ?').all(memberId, kind) as LimitRow[];
  const out = {} as Record<LimitPeriod, LimitState>;
  for (const period of LIMIT_PERIOD_IDS) {
    const stored = toState(rows.find((r) => r.period === period));
    const settled = settleLimit(stored, now);
    if (stored.pending && settled.pending === null) {
      writeLimit(db, memberId, kind, period, settled);
      recordLimitChange(db, memberId, kind, period, 'applied', stored.amount, settled.amount, stored.pending.effectiveAt);
    }
    out[period] = settled;
  }
  return out;
}

/** The limits in force (amount set) of one kind at `now`. */
export function limitsInForce(db: Database.Database, memberId: number, kind: LimitKind, now: number): LimitInForce[] {
  const all = limitsOf(db, memberId, kind, now);
  return LIMIT_PERIOD_IDS.flatMap((period) => {
    const amount = all[period].amount;
    return amount === null ? [] : [{ period, amount }];
  });
}

const LONGEST_MS = Math.max(...Object.values(LIMIT_PERIODS));

/**
 * Deposits that count against a deposit limit: every request not failed (pending or paid), since a
 * limit on what a member asks to deposit must hold before the payment comes back.
 */
export function depositEntries(db: Database.Database, memberId: number, since: number): MoneyEntry[] {
  return (db.prepare('SELECT amount, created_at FROM deposits WHERE member_id = ? AND status != 2 AND created_at > ?').all(memberId, iso(since)) as { amount: number; created_at: string }[])
    .map((r) => ({ at: ms(r.created_at), amount: r.amount }));
}

/** Withdrawals asked for (not failed) since a moment. */
export function withdrawalEntries(db: Database.Database, memberId: number, since: number): MoneyEntry[] {
  return (db.prepare('SELECT amount, created_at FROM withdrawals WHERE member_id = ? AND status != 2 AND created_at > ?').all(memberId, iso(since)) as { amount: number; created_at: string }[])
    .map((r) => ({ at: ms(r.created_at), amount: r.amount }));
}

/** Settled bets since a moment, from the bet records. */
export function betEntries(db: Database.Database, memberId: number, since: number): BetEntry[] {
  return (db.prepare('SELECT bet_amount, payout, created_at FROM bet_records WHERE member_id = ? AND created_at > ?').all(memberId, iso(since)) as { bet_amount: number; payout: number; created_at: string }[])
    .map((r) => ({ at: ms(r.created_at), stake: r.bet_amount, win: r.payout }));
}

/** The entries every limit window can reach at `now` (the longest period back). */
export const windowStart = (now: number): number => now - LONGEST_MS;

interface BreakRow {
  id: number;
  kind: 'timeout' | 'exclusion';
  period: string;
  started_at: string;
  ends_at: string;
  reopened_at: string | null;
  reopened_by: string | null;
}

/** A break as recorded, with its row id, period and who reopened it. */
export interface StoredBreak extends BreakRecord {
  id: number;
  period: string;
  reopenedBy: string | null;
}

/** Every break of a member, oldest first. */
export function breaksOf(db: Database.Database, memberId: number): StoredBreak[] {
  return (db.prepare('SELECT * FROM safer_breaks WHERE member_id = ? ORDER BY id').all(memberId) as BreakRow[]).map((r) => ({
    id: r.id,
    kind: r.kind,
    period: r.period,
    startedAt: ms(r.started_at),
    endsAt: ms(r.ends_at),
    reopenedAt: r.reopened_at ? ms(r.reopened_at) : null,
    reopenedBy: r.reopened_by,
  }));
}

/** Records a break that starts at `now`. */
export function insertBreak(db: Database.Database, memberId: number, kind: BreakRecord['kind'], period: string, now: number, endsAt: number): void {
  db.prepare('INSERT INTO safer_breaks (member_id, kind, period, started_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(memberId, kind, period, iso(now), iso(endsAt));
}

/** The member's reality-check interval and session-clock choice. */
export function settingsOf(db: Database.Database, memberId: number): { reality_check_minutes: number; show_clock: number } {
  return (db.prepare('SELECT reality_check_minutes, show_clock FROM safer_settings WHERE member_id = ?').get(memberId) as
    | { reality_check_minutes: number; show_clock: number }
    | undefined) ?? { reality_check_minutes: 0, show_clock: 0 };
}

export { iso };
