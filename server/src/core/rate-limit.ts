import type Database from 'better-sqlite3';

/** Counts hits of `key` within the window (without recording). */
export function countHits(db: Database.Database, key: string, windowMs: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM rate_limits WHERE key = ? AND at > ?').get(key, Date.now() - windowMs) as { n: number };
  return row.n;
}

/** Records a hit of `key`; true when the hit is within `max` per window, false when over the limit. */
export function hit(db: Database.Database, key: string, windowMs: number, max: number): boolean {
  const now = Date.now();
  const n = countHits(db, key, windowMs);
  if (n >= max) return false;
  db.prepare('INSERT INTO rate_limits (key, at) VALUES (?, ?)').run(key, now);
  // Occasional cleanup keeps the table small without a timer.
  if (Math.random() < 0.01) db.prepare('DELETE FROM rate_limits WHERE at < ?').run(now - 86_400_000);
  return true;
}
