import type Database from 'better-sqlite3';
import type { ServerDeps } from '../../core/deps';
import { assetUrl } from '../content/localize';

export interface GameRow {
  id: number;
  gp_id: string;
  gt_id: number;
  game_code: string;
  name_en: string;
  name_bn: string;
  house: string;
  customized: number;
  is_demo: number;
  support_device: number;
  tags: string;
  rtp: number;
  is_active: number;
  gp_name: string;
  gt_name: string;
  provider_active: number;
}

export interface ProviderRow {
  gp_id: string;
  gp_name: string;
  app_id: string;
  is_active: number;
  is_light: number;
  maintain_start_at: string | null;
  maintain_end_at: string | null;
}

/** Error codes of the game flows (spec section 8: play 203 is maintenance). */
export const GAME_CODES = { notFound: 102, providerClosed: 104, demoUnsupported: 105, maintenance: 203 } as const;

export const GAME_SELECT = `SELECT g.*, p.gp_name, p.is_active AS provider_active, t.name AS gt_name
  FROM games g JOIN providers p ON p.gp_id = g.gp_id JOIN game_types t ON t.gt_id = g.gt_id`;

/** Device filter: a game for both devices (0) or for the asked one. */
export const DEVICE_CLAUSE = '(? = 0 OR g.support_device = 0 OR g.support_device = ?)';

export function favoriteIds(db: Database.Database, memberId: number | null): Set<number> {
  if (memberId === null) return new Set();
  return new Set((db.prepare('SELECT game_id FROM member_favorites WHERE member_id = ?').all(memberId) as { game_id: number }[]).map((r) => r.game_id));
}

/** The game entry of spec section 3. */
export function gameEntry(deps: ServerDeps, g: GameRow, favorites: Set<number>) {
  return {
    id: g.id,
    gp_id: g.gp_id,
    gp_name: g.gp_name,
    gp_gt_name: `${g.gp_id}_${g.gt_name}`,
    game_type: g.gt_name,
    game_code: g.game_code,
    game_name: { en_US: g.name_en, bn_BD: g.name_bn },
    house: g.house,
    customized: g.customized,
    gt_id: g.gt_id,
    icon_light: assetUrl(deps, `/assets/game/${g.id}.svg`),
    icon_dark: assetUrl(deps, `/assets/game/${g.id}-dark.svg`),
    member_favorite: favorites.has(g.id) ? 1 : 0,
    is_demo: g.is_demo,
    support_device: g.support_device,
    tags: g.tags ? g.tags.split(',') : [],
  };
}

export type GameEntry = ReturnType<typeof gameEntry>;

/** The maintenance interval of a provider when it is in maintenance now, else null. */
export function maintenanceOf(p: Pick<ProviderRow, 'maintain_start_at' | 'maintain_end_at'>, now = Date.now()) {
  if (!p.maintain_start_at) return null;
  const start = Date.parse(p.maintain_start_at);
  const end = p.maintain_end_at ? Date.parse(p.maintain_end_at) : Number.POSITIVE_INFINITY;
  if (Number.isNaN(start) || now < start || now >= end) return null;
  return { start_at: p.maintain_start_at, end_at: p.maintain_end_at };
}

export function findProvider(db: Database.Database, gpId: string): ProviderRow | undefined {
  return db.prepare('SELECT * FROM providers WHERE gp_id = ?').get(gpId) as ProviderRow | undefined;
}

/** Finds a game by provider and code; game_type may be the hall id or its name. */
export function findGame(db: Database.Database, gpId: string, gameCode: string, gameType?: string | number): GameRow | undefined {
  const rows = db.prepare(`${GAME_SELECT} WHERE g.gp_id = ? AND g.game_code = ?`).all(gpId, gameCode) as GameRow[];
  if (gameType === undefined || gameType === '') return rows[0];
  const t = String(gameType);
  return rows.find((g) => String(g.gt_id) === t || g.gt_name === t) ?? rows[0];
}

export function findGameById(db: Database.Database, id: number): GameRow | undefined {
  return db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(id) as GameRow | undefined;
}

export function hallOf(db: Database.Database, gtId: string | number): { gt_id: number; name: string } | undefined {
  return db.prepare('SELECT gt_id, name FROM game_types WHERE gt_id = ? OR name = ?').get(Number(gtId) || 0, String(gtId)) as
    | { gt_id: number; name: string }
    | undefined;
}
