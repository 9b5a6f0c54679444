/** Why a navigation target was refused (spec 8, routing). */
export type UrlRefusal = 'empty' | 'unsafeProtocol' | 'externalNotAllowed' | 'hostNotAllowed';

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
  if (
    policy.allowedHosts &&
    policy.allowedHosts.length > 0 &&
    !isAllowedHost(url.hostname, policy.allowedHosts)
  ) {
    return { ok: false, reason: 'hostNotAllowed' };
  }
  return { ok: true, url: url.href, external: true };
}
