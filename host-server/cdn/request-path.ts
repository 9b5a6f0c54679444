/**
 * The host server's first step for every request: the path is decoded and checked before any routing,
 * so what is routed (proxied or served) is exactly what the backend or the file system will see.
 * Anything that could mean another path once decoded, resolved or normalised by someone else is
 * refused with 400: dot segments (plain, percent-encoded, double-encoded, overlong UTF-8, full-width),
 * encoded separators, backslashes, empty segments, control characters, absolute or scheme-relative forms.
 */
export type PathCheck = { ok: true; path: string; search: string } | { ok: false; reason: string };

const MAX_DECODE_ROUNDS = 3;
// Percent-encoded '.', '/', '\', '%' and NUL: no page, asset or API call of the site needs them in a path.
const ENCODED_SEPARATOR = /%(2e|2f|5c|25|00)/i;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DOT_SEGMENT = /^\.{1,2}(;.*)?$/;

function decodeFully(path: string): string | null {
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed or overlong UTF-8
    }
    if (next === current) return current;
    current = next;
  }
  return /%[0-9a-f]{2}/i.test(current) ? null : current;
}

export function checkRequestPath(rawUrl: string | undefined): PathCheck {
  const raw = rawUrl ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//')) return { ok: false, reason: 'not an origin-form path' };
  if (raw.includes('#')) return { ok: false, reason: 'fragment in request' };
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  const search = q === -1 ? '' : raw.slice(q);
  if (path.includes('\\') || CONTROL.test(path) || /\s/.test(path)) return { ok: false, reason: 'backslash, space or control character' };
  if (ENCODED_SEPARATOR.test(path)) return { ok: false, reason: 'encoded dot, slash, backslash, percent or NUL' };
  const decoded = decodeFully(path);
  if (decoded === null) return { ok: false, reason: 'malformed encoding' };
  // Full-width and other compatibility forms ('．．', '／', '＼') become dots and slashes under NFKC.
  const folded = decoded.normalize('NFKC');
  if (folded.includes('\\') || CONTROL.test(folded)) return { ok: false, reason: 'backslash or control character once decoded' };
  const segments = folded.split('/').slice(1);
  if (segments.slice(0, -1).some((s) => s === '')) return { ok: false, reason: 'empty segment' };
  if (segments.some((s) => DOT_SEGMENT.test(s))) return { ok: false, reason: 'dot segment' };
  return { ok: true, path, search };
}

/** True when a checked path falls under one of the prefixes (case-sensitive: '/API/' is not '/api/'). */
export function underPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => path.startsWith(p));
}
