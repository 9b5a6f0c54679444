import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../core/deps';

export type Lang = 'en_US' | 'bn_BD';

/** The request language from the `lang` header (or a body `language`), en_US by default. */
export function langOf(request: FastifyRequest, explicit?: string): Lang {
  const raw = explicit ?? request.headers.lang;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^bn/i.test(value) ? 'bn_BD' : 'en_US';
}

/** Picks the text of a language with the en_US fallback. */
export function pick(lang: Lang, en: string, bn: string): string {
  return lang === 'bn_BD' && bn ? bn : en;
}

/** The URL of a server asset as the browser reaches it: a path on the site's origin, or under PUBLIC_URL. */
export function assetUrl(deps: ServerDeps, path: string): string {
  if (!path || /^https?:\/\//i.test(path)) return path;
  return `${deps.config.publicUrl.replace(/\/$/, '')}${path}`;
}

/** Reads a JSON site setting, or the fallback. */
export function siteSetting<T>(deps: ServerDeps, key: string, fallback: T): T {
  const row = deps.db.prepare('SELECT value FROM site_settings WHERE key = ?').get(key) as { value: string } | undefined;
  if (!row) return fallback;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return fallback;
  }
}

export function setSiteSetting(deps: ServerDeps, key: string, value: unknown): void {
  deps.db.prepare('INSERT INTO site_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
}
