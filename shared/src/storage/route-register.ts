import type { CookieJar } from './cookie';
import { getSiteCookie, removeSiteCookie, setSiteCookie } from './site-cookies';

/** Marks that the production /register redirect happened: registration opens on start (spec 2, isRouteRegister). */
export function markRouteRegister(jar?: CookieJar | null): void {
  setSiteCookie('isRouteRegister', true, {}, jar);
}

/** True once after markRouteRegister: reads the isRouteRegister flag and clears it (spec 2). */
export function takeRouteRegister(jar?: CookieJar | null): boolean {
  if (!getSiteCookie('isRouteRegister', jar)) return false;
  removeSiteCookie('isRouteRegister', jar);
  return true;
}
