/**
 * Sessions the site issued: the host server gives each new session a random id in the canary
 * cookie (SESSION_ID_COOKIE, read by the page's scripts) and signs it in a second, HttpOnly cookie with a
 * key of the installation; the RUM collector counts a beacon's session only when that signature holds. A
 * session id a client made up (a script posting beacons, a page that set its own cookie) is never counted.
 * Node only (HMAC): the host server and the backend import it by path; the pages never do.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isSessionId, SESSION_ID_COOKIE, sessionIdCookie } from '../contracts/canary';
import { parseCookies, type Cookies } from '../storage/cookie';

/** The HttpOnly cookie beside the session id: the host server's signature of the id it issued. */
export const SESSION_SIGNATURE_COOKIE = 'mfp_sig';
/** The variable that hands the signing key to the host servers and the backend (host-server/start.ts sets it). */
export const SESSION_KEY_ENV = 'MFP_SESSION_KEY';

/** The signature of session `id` under `key` (HMAC-SHA256, base64url). */
export function sessionSignature(key: string, id: string): string {
  return createHmac('sha256', key).update(`${SESSION_ID_COOKIE}:${id}`).digest('base64url');
}

/** Whether `signature` is the key's signature of `id` (compared in constant time). */
export function isSignedSession(key: string, id: string, signature: string | undefined): boolean {
  if (!isSessionId(id) || signature === undefined) return false;
  const expected = Buffer.from(sessionSignature(key, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The id of the session a request's cookies (parsed once) carry, when the site issued it (signed with `key`); else null. */
export function issuedSessionIn(key: string, cookies: Cookies): string | null {
  const id = cookies[SESSION_ID_COOKIE];
  return id !== undefined && isSignedSession(key, id, cookies[SESSION_SIGNATURE_COOKIE]) ? id : null;
}

/** The id of the session a request's Cookie header carries, when the site issued it (signed with `key`); else null. */
export const issuedSessionOf = (key: string, cookieHeader: string | undefined): string | null =>
  issuedSessionIn(key, parseCookies(cookieHeader ?? ''));

/** The Set-Cookie values that start session `id`: the id the page's scripts read, and its signature they cannot. */
export function sessionCookies(key: string, id: string): string[] {
  return [sessionIdCookie(id), `${SESSION_SIGNATURE_COOKIE}=${sessionSignature(key, id)}; path=/; HttpOnly; SameSite=Lax`];
}

/** A new session: a random id the site chose, with its cookies. */
export function issueSession(key: string): { id: string; setCookie: string[] } {
  const id = randomUUID();
  return { id, setCookie: sessionCookies(key, id) };
}
