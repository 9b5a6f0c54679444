import type Database from 'better-sqlite3';
import type { AccountLoginLimits } from './deps';

// Failed logins live in rate_limits under this prefix (cleaned up with the other hits after a day).
const keyOf = (account: string) => `login-fail:${account.trim().toLowerCase()}`;

/** The delay owed after `failures` failed logins: none for the first few, then doubling up to the cap. */
export function accountDelayMs(failures: number, limits: AccountLoginLimits): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.baseDelayMs * 2 ** (failures - limits.freeFailures), limits.maxDelayMs);
}

/** How long an attempt on `account` must still wait (0 when it may go through); keyed by the lower-cased account. */
export function accountWaitMs(db: Database.Database, account: string, limits: AccountLoginLimits, now = Date.now()): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n, MAX(at) AS last FROM rate_limits WHERE key = ? AND at > ?')
    .get(keyOf(account), now - limits.windowMs) as { n: number; last: number | null };
  if (row.last === null) return 0;
  return Math.max(0, row.last + accountDelayMs(row.n, limits) - now);
}

/** Records a failed login of `account` (a wrong password or an unknown account alike). */
export function recordAccountFailure(db: Database.Database, account: string, now = Date.now()): void {
  db.prepare('INSERT INTO rate_limits (key, at) VALUES (?, ?)').run(keyOf(account), now);
}

/** Forgets the failed logins of `account` once its password was given right. */
export function clearAccountFailures(db: Database.Database, account: string): void {
  db.prepare('DELETE FROM rate_limits WHERE key = ?').run(keyOf(account));
}
