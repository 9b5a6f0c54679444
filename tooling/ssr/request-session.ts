import { sessionIdOf } from '../../shared/src/contracts/canary.ts';

/** A request's session id (the canary draw's), and the Set-Cookie header that starts the session when it had none. */
export interface RequestSession {
  id: string;
  setCookie?: string;
}

/**
 * The browser's own rule (shared `sessionIdOf`) run over the request's Cookie header: the id of its
 * `mfp_sid` cookie, or a new one with the very cookie the browser would set. Sent with the page, the
 * browser then reads that id, so it loads the versions (stable or canary) the server rendered.
 */
export function requestSession(cookieHeader: string | undefined): RequestSession {
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
  return setCookie === undefined ? { id } : { id, setCookie };
}
