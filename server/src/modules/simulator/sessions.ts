import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ServerDeps } from '../../core/deps';
import { lobbyOrigins, siteLobbyUrl } from './lobby-url';

/** Play money of a demo session, per currency. */
export const DEMO_BALANCE: Record<string, number> = { BDT: 10_000, USD: 1_000 };

export interface GameSessionRow {
  token: string;
  member_id: number | null;
  game_id: number;
  gp_id: string;
  currency: string;
  is_demo: number;
  demo_balance: number;
  lobby_url: string;
  created_at: string;
  closed_at: string | null;
}

/** Opens a simulator session for a game and returns the url the game window opens; only a lobby address on the site is kept. */
export function openGameSession(
  deps: ServerDeps,
  s: { memberId: number | null; gameId: number; gpId: string; currency: string; demo: boolean; lobbyUrl: string },
): { token: string; game_url: string } {
  const token = randomBytes(16).toString('hex');
  deps.db
    .prepare(
      `INSERT INTO game_sessions (token, member_id, game_id, gp_id, currency, is_demo, demo_balance, lobby_url, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(token, s.memberId, s.gameId, s.gpId, s.currency, s.demo ? 1 : 0, s.demo ? (DEMO_BALANCE[s.currency] ?? 1000) : 0, siteLobbyUrl(s.lobbyUrl, lobbyOrigins(deps.config)), new Date().toISOString());
  return { token, game_url: `${deps.config.publicUrl.replace(/\/$/, '')}/sim/game/${token}` };
}

export function findSession(db: Database.Database, token: string): GameSessionRow | undefined {
  return db.prepare('SELECT * FROM game_sessions WHERE token = ?').get(token) as GameSessionRow | undefined;
}

/** Closes every open session of a member (leave game). */
export function closeMemberSessions(db: Database.Database, memberId: number): number {
  return db.prepare('UPDATE game_sessions SET closed_at = ? WHERE member_id = ? AND closed_at IS NULL').run(new Date().toISOString(), memberId).changes;
}
