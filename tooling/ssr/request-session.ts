import { sessionIdOf } from '@mfp/shared/contracts';
import { issuedSessionOf, issueSession, SESSION_KEY_ENV } from '@mfp/shared/node/site-session';

/** A request's session id (the canary draw's), and the Set-Cookie values that start the session when it had none. */
export interface RequestSession {
  id: string;
  setCookie?: string[];
}

/** The key this host server signs its sessions with (tooling/start.ts hands it over), or undefined. */
export const siteSessionKey = (env: NodeJS.ProcessEnv = process.env): string | undefined => env[SESSION_KEY_ENV] || undefined;

/**
 * A request's session. With the site's key (every run of tooling/start.ts): the session of its cookies when
 * the site issued it (the id and its signature, shared node/site-session.ts), else a new one the site chooses,
 * id and signature, so that no client picks its own id (nor its canary draw, nor counts as many sessions as it
 * likes in the RUM that decides a rollback). The browser then reads that id and loads the versions the server
 * rendered. Without a key, the browser's own rule (shared `sessionIdOf`) over the Cookie header, as before.
 */
export function requestSession(cookieHeader: string | undefined, key: string | undefined = siteSessionKey()): RequestSession {
  if (key) {
    const issued = issuedSessionOf(key, cookieHeader);
    return issued === null ? issueSession(key) : { id: issued };
  }
  let setCookie: string | undefined;
  const jar = {
    get cookie() {
      return cookieHeader ?? '';
    },
    set cookie(value: string) {
      setCookie = value;
    },
  };
  const id = sessionIdOf(jar);
  return setCookie === undefined ? { id } : { id, setCookie: [setCookie] };
}

/** The Set-Cookie values a page rendered in the browser goes out with: a new issued session when the request has none (with a key only). */
export function staticPageSessionCookies(cookieHeader: string | undefined, key: string | undefined = siteSessionKey()): string[] | undefined {
  return key ? requestSession(cookieHeader, key).setCookie : undefined;
}
