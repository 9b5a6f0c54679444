import { sessionFromId, SESSION_ID_COOKIE } from '@mfp/shared/contracts';
import { issuedSessionIn, issueSession, SESSION_KEY_ENV } from '@mfp/shared/node/site-session';
import type { Cookies } from '@mfp/shared/storage/cookie';

/** A request's session id (the canary draw's), and the Set-Cookie values that start the session when it had none. */
export interface RequestSession {
  id: string;
  setCookie?: string[];
}

/** The key this host server signs its sessions with (host-server/start.ts hands it over), or undefined. */
export const siteSessionKey = (env: NodeJS.ProcessEnv = process.env): string | undefined => env[SESSION_KEY_ENV] || undefined;

/**
 * A request's session, from its cookies (read once, request-context.ts). With the site's key (every run of
 * host-server/start.ts): the session of its cookies when the site issued it (the id and its signature, shared
 * node/site-session.ts), else a new one the site chooses, id and signature, so that no client picks its own id
 * (nor its canary draw, nor counts as many sessions as it likes in the RUM that decides a rollback). The
 * browser then reads that id and loads the versions the server rendered. Without a key, the browser's own
 * rule (shared `sessionFromId`, as `sessionIdOf` applies it) over the session cookie, as before.
 */
export function requestSession(cookies: Cookies, key: string | undefined = siteSessionKey()): RequestSession {
  if (key) {
    const issued = issuedSessionIn(key, cookies);
    return issued === null ? issueSession(key) : { id: issued };
  }
  const { id, setCookie } = sessionFromId(cookies[SESSION_ID_COOKIE]);
  return setCookie === undefined ? { id } : { id, setCookie: [setCookie] };
}

/**
 * The Set-Cookie values a page rendered in the browser goes out with: those of the session the site issued
 * (with a key only); without a key the browser's script starts its own.
 */
export const staticPageSessionCookies = (session: RequestSession, key: string | undefined = siteSessionKey()): string[] | undefined =>
  key ? session.setCookie : undefined;
