/** Why a navigation target was refused (spec 8, routing). */
export type UrlRefusal = 'empty' | 'unsafeProtocol' | 'externalNotAllowed' | 'hostNotAllowed' | 'notInSitePath';

export type UrlCheck = { ok: true; url: string; external: boolean } | { ok: false; reason: UrlRefusal };

export interface UrlPolicy {
  /** The caller explicitly permits leaving the site. */
  allowExternal?: boolean;
  /** Hosts an external target may go to (exact host or a subdomain of it). Empty: any host when allowed. */
  allowedHosts?: readonly string[];
  /** The site's own origin, for resolving relative targets. */
  origin?: string;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);
// Control characters and whitespace are stripped by browsers before parsing, so " java\tscript:" still runs.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** True for a host equal to an allowed host or a subdomain of it (never a look-alike such as evil-site.com or site.com.evil.io). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((a) => {
    const base = a.toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
    return h === base || h.endsWith(`.${base}`);
  });
}

/** Checks a navigation target: relative paths pass; http(s) outside the site only with explicit permission and an allowed host; other protocols are refused. */
export function checkUrl(raw: string, policy: UrlPolicy = {}): UrlCheck {
  const cleaned = raw.replace(INVISIBLE, '');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  const origin =
    policy.origin ?? (typeof location !== 'undefined' ? location.origin : 'https://site.invalid');
  let url: URL;
  try {
    url = new URL(cleaned.replace(/\\/g, '/'), origin);
  } catch {
    return { ok: false, reason: 'unsafeProtocol' };
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return { ok: false, reason: 'unsafeProtocol' };
  const self = new URL(origin);
  if (url.origin === self.origin) {
    const relative = !/^[a-z][a-z\d+.-]*:|^\/\//i.test(cleaned.replace(/\\/g, '/'));
    return {
      ok: true,
      url: relative ? `${url.pathname}${url.search}${url.hash}` : url.href,
      external: false,
    };
  }
  if (!policy.allowExternal) return { ok: false, reason: 'externalNotAllowed' };
  // user:pass@ in front of a host only serves to make a foreign host look like an allowed one.
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'hostNotAllowed' };
  if (
    policy.allowedHosts &&
    policy.allowedHosts.length > 0 &&
    !isAllowedHost(url.hostname, policy.allowedHosts)
  ) {
    return { ok: false, reason: 'hostNotAllowed' };
  }
  return { ok: true, url: url.href, external: true };
}

/** Checks a target that may leave the site against the hosts the site permits (spec 8): none listed, nothing outside the site passes. */
export function checkLinkTarget(raw: string, hosts: readonly string[], origin?: string): UrlCheck {
  return checkUrl(raw, { allowExternal: hosts.length > 0, allowedHosts: hosts, ...(origin ? { origin } : {}) });
}

// A slash or backslash still encoded (also double-encoded, %252f) in a path means a later decoder may turn it into "//".
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i;
const DECODE_ROUNDS = 4;
const IN_SITE_PATH = /^\/(?![/\\])[^\\]*$/;
// Whitespace or control characters anywhere in the target as written; after decoding, control characters only.
const HAS_INVISIBLE = new RegExp(INVISIBLE.source);
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/;

function fullyDecoded(raw: string): string | null {
  let current = raw;
  for (let i = 0; i < DECODE_ROUNDS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Checks an internal target (banner link_type 1, app and manifest paths): a path on this site starting with one '/', no '//' or '/\\', no scheme, no hidden or encoded separators. Refused, never rewritten (spec 8). */
export function checkInternalPath(raw: string): UrlCheck {
  if (raw.trim() === '') return { ok: false, reason: 'empty' };
  const decoded = fullyDecoded(raw);
  if (decoded === null || HAS_INVISIBLE.test(raw) || HAS_CONTROL.test(decoded) || ENCODED_SEPARATOR.test(raw) || !IN_SITE_PATH.test(raw) || !IN_SITE_PATH.test(decoded)) {
    return { ok: false, reason: 'notInSitePath' };
  }
  const probe = 'https://site.invalid';
  if (new URL(raw, probe).origin !== probe) return { ok: false, reason: 'notInSitePath' };
  return { ok: true, url: raw, external: false };
}
