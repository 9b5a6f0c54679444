import type Database from 'better-sqlite3';
import { randomToken } from './tokens';

const LOGIN_HEADER_TTL_MS = 10 * 60_000;

/** A one-time value that POST /api/login must carry in the login header. */
export function issueLoginHeader(db: Database.Database): string {
  const value = randomToken(24);
  const now = Date.now();
  db.prepare('INSERT INTO login_headers (value, created_at, expires_at) VALUES (?, ?, ?)').run(value, now, now + LOGIN_HEADER_TTL_MS);
  return value;
}

/** Consumes a login header value: true once, before expiry. */
export function consumeLoginHeader(db: Database.Database, value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const row = db.prepare('DELETE FROM login_headers WHERE value = ? RETURNING expires_at').get(value) as { expires_at: number } | undefined;
  return !!row && row.expires_at > Date.now();
}
