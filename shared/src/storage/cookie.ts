/** Cookie attributes the site uses. */
export interface CookieAttributes {
  path?: string;
  /** Lifetime in seconds; omitted for a session cookie. */
  maxAgeSeconds?: number;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  domain?: string;
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

/** The Set-Cookie style string for document.cookie; `now` fixes Expires for tests. */
export function serializeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
  now = Date.now(),
): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (attributes.path) parts.push(`Path=${attributes.path}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  if (attributes.maxAgeSeconds !== undefined) {
    const seconds = Math.floor(attributes.maxAgeSeconds);
    parts.push(`Max-Age=${seconds}`, `Expires=${new Date(now + seconds * 1000).toUTCString()}`);
  }
  if (attributes.sameSite) parts.push(`SameSite=${SAME_SITE[attributes.sameSite]}`);
  if (attributes.secure || attributes.sameSite === 'none') parts.push('Secure');
  return parts.join('; ');
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** A Cookie header's (or document.cookie's) cookies by name, decoded; a name sent twice keeps its first value. */
export type Cookies = Readonly<Record<string, string>>;

/**
 * The one reader of a Cookie header or a document.cookie string: every cookie by name, decoded. The record has
 * no prototype, so a cookie named `constructor` or `__proto__` is a cookie like any other.
 */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies = Object.create(null) as Record<string, string>;
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = decode(pair.slice(0, index).trim());
    if (name !== '' && !(name in cookies)) cookies[name] = decode(pair.slice(index + 1).trim());
  }
  return cookies;
}

/** The part of Document the cookie helpers use. */
export interface CookieJar {
  cookie: string;
}

const defaultJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document);

/** Reads one cookie, or null. */
export function readCookie(name: string, jar: CookieJar | null = defaultJar()): string | null {
  if (!jar) return null;
  return parseCookies(jar.cookie)[name] ?? null;
}

/** Writes one cookie with its attributes. */
export function writeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
  jar: CookieJar | null = defaultJar(),
): void {
  if (jar) jar.cookie = serializeCookie(name, value, attributes);
}

/** Deletes a cookie (same path and domain as it was written with). */
export function removeCookie(
  name: string,
  attributes: Pick<CookieAttributes, 'path' | 'domain'> = {},
  jar: CookieJar | null = defaultJar(),
): void {
  if (jar) jar.cookie = serializeCookie(name, '', { ...attributes, maxAgeSeconds: 0 });
}
