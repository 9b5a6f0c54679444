import { productionRedirect } from '@mfp/shared/contracts';
import { markRouteRegister } from '@mfp/shared/storage/route-register';

/**
 * The spec's production redirects (spec 2) as the host server answers them, in the environment it serves:
 * /main, /gameHall and /slotgame 301 home; /register 302 home with the isRouteRegister cookie, written by
 * the same rule the client uses.
 */
export function siteRedirect(path: string, env: string): { status: 301 | 302; location: string; setCookie?: string } | null {
  const redirect = productionRedirect(path, env);
  if (!redirect) return null;
  if (!redirect.setRouteRegister) return { status: redirect.status, location: redirect.to };
  const jar = { cookie: '' };
  markRouteRegister(jar);
  return { status: redirect.status, location: redirect.to, setCookie: jar.cookie };
}
