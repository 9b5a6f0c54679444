import {
  AGENT_DOMAIN_COOKIE_DAYS,
  COOKIE_NAMES,
  CURRENCY_COOKIE_DAYS,
  FBC_PREFIX,
  LANGUAGE_COOKIE_DAYS,
  LINK_EXPIRE_TIME,
  MEMBER_PRESENT_COOKIE_DAYS,
  TRACKING_COOKIE_DAYS,
  type CookieKey,
} from '../constants/cookies';
import { REGISTER_TYPES, type RegisterType } from '../constants/platform';
import { bool, oneOf, text, type Codec } from './codecs';
import { readCookie, removeCookie, writeCookie, type CookieAttributes, type CookieJar, type Cookies } from './cookie';

const DAY_S = 86_400;
const MINUTE_S = 60;

/** How long a cookie lives: days, the link expiry in minutes, or the browser session. */
type Lifetime = { days: number } | 'link' | 'session';

interface CookieSpec<T> {
  lifetime: Lifetime;
  codec: Codec<T>;
  secure?: boolean;
}

/** Every cookie of spec 3 with its lifetime (spec 9); all are path / and SameSite lax. */
export const COOKIE_SPECS = {
  language: { lifetime: { days: LANGUAGE_COOKIE_DAYS }, codec: text },
  currency: { lifetime: { days: CURRENCY_COOKIE_DAYS }, codec: text },
  // The spec does not give _fbc a max age, so it lives for the session.
  fbc: { lifetime: 'session', codec: text, secure: true },
  registerType: { lifetime: 'link', codec: oneOf(REGISTER_TYPES) },
  agentId: { lifetime: 'link', codec: text },
  recommendCode: { lifetime: 'link', codec: text },
  agentDomainId: { lifetime: { days: AGENT_DOMAIN_COOKIE_DAYS }, codec: text },
  fastDeposit: { lifetime: 'session', codec: bool },
  tracking: { lifetime: { days: TRACKING_COOKIE_DAYS }, codec: text },
  isRouteRegister: { lifetime: 'session', codec: bool },
  memberPresent: { lifetime: { days: MEMBER_PRESENT_COOKIE_DAYS }, codec: bool },
  // Set by a tester or support by hand ('client'); the site never writes it.
  render: { lifetime: 'session', codec: text },
} satisfies Record<CookieKey, CookieSpec<unknown>>;

export type CookieValue<K extends CookieKey> =
  (typeof COOKIE_SPECS)[K] extends CookieSpec<infer T> ? T : never;

/** Options of a cookie write: the site's LINK_EXPIRE_TIME in minutes when it differs from the default. */
export interface CookieWriteOptions {
  linkExpireMinutes?: number;
}

/** The attributes a site cookie is written with. */
export function cookieAttributes(key: CookieKey, options: CookieWriteOptions = {}): CookieAttributes {
  const spec: CookieSpec<unknown> = COOKIE_SPECS[key];
  const attributes: CookieAttributes = { path: '/', sameSite: 'lax' };
  if (spec.secure) attributes.secure = true;
  if (spec.lifetime === 'link')
    attributes.maxAgeSeconds = (options.linkExpireMinutes ?? LINK_EXPIRE_TIME) * MINUTE_S;
  else if (spec.lifetime !== 'session') attributes.maxAgeSeconds = spec.lifetime.days * DAY_S;
  return attributes;
}

function siteCookieValue<K extends CookieKey>(key: K, raw: string | null | undefined): CookieValue<K> | null {
  const codec = COOKIE_SPECS[key].codec as Codec<CookieValue<K>>;
  return raw === null || raw === undefined ? null : codec.parse(raw);
}

/** Reads a site cookie, typed; null when missing or malformed. */
export function getSiteCookie<K extends CookieKey>(key: K, jar?: CookieJar | null): CookieValue<K> | null {
  return siteCookieValue(key, readCookie(COOKIE_NAMES[key], jar));
}

/** Reads a site cookie, typed, from cookies parsed already (a request's, read once); null when missing or malformed. */
export function siteCookieIn<K extends CookieKey>(key: K, cookies: Cookies): CookieValue<K> | null {
  return siteCookieValue(key, cookies[COOKIE_NAMES[key]]);
}

/** Writes a site cookie with its spec attributes. */
export function setSiteCookie<K extends CookieKey>(
  key: K,
  value: CookieValue<K>,
  options: CookieWriteOptions = {},
  jar?: CookieJar | null,
): void {
  const codec = COOKIE_SPECS[key].codec as Codec<CookieValue<K>>;
  writeCookie(COOKIE_NAMES[key], codec.serialize(value), cookieAttributes(key, options), jar);
}

/** Deletes a site cookie. */
export function removeSiteCookie(key: CookieKey, jar?: CookieJar | null): void {
  removeCookie(COOKIE_NAMES[key], { path: '/' }, jar);
}

/** The _fbc value for a Facebook click id: fb.1.{timestamp}.{clickid} (spec 3). */
export function fbcValue(clickId: string, timestamp: number = Date.now()): string {
  return `${FBC_PREFIX}.${Math.floor(timestamp)}.${clickId}`;
}

/** Stores an agent link (agent id or recommend code) and its register type for LINK_EXPIRE_TIME minutes. */
export function storeIntroducerLink(
  type: RegisterType,
  code: string,
  options: CookieWriteOptions = {},
  jar?: CookieJar | null,
): void {
  setSiteCookie('registerType', type, options, jar);
  setSiteCookie(type === 'member_agent' ? 'agentId' : 'recommendCode', code, options, jar);
}
