import type { ServerConfig } from '../../core/deps';

/** Backslashes, control characters (tabs and newlines included) and spaces: never in a lobby address the site sends. */
const hasRefusedCharacter = (raw: string): boolean =>
  [...raw].some((ch) => ch === '\\' || ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f);
const MAX_LOBBY_URL = 2048;

/**
 * The site's origins a game window may send the player back to: the host's (CORS_ORIGINS) and the API's own
 * (PUBLIC_URL), the first of them the base a bare path is read against.
 */
export function lobbyOrigins(config: Pick<ServerConfig, 'corsOrigins' | 'publicUrl'>): string[] {
  const own = URL.canParse(config.publicUrl) ? [new URL(config.publicUrl).origin] : [];
  return [...new Set([...config.corsOrigins, ...own])];
}

/**
 * The lobby address a game page may open, or '' (the Lobby button then closes the window): parsed against
 * the site's origin, as a browser would read it, and kept only when it lands on one of the site's origins,
 * over http(s), without credentials; returned canonical (absolute, as the URL parser wrote it), so what the
 * page navigates to is exactly what was checked. Anything a browser could read as another host (//, /\,
 * tabs or newlines inside the scheme or host, userinfo@, javascript:, data: ...) is refused.
 */
export function siteLobbyUrl(raw: string, origins: readonly string[]): string {
  const base = origins[0];
  if (!base || raw === '' || raw.length > MAX_LOBBY_URL || hasRefusedCharacter(raw)) return '';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.username !== '' || url.password !== '') return '';
  return origins.includes(url.origin) ? url.href : '';
}
