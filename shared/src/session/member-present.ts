import { getSiteCookie, removeSiteCookie, setSiteCookie, siteCookieIn } from '../storage/site-cookies';
import type { CookieJar, Cookies } from '../storage/cookie';

/**
 * A non-secret cookie saying a member is logged in in this browser, so that a server
 * render draws a neutral account area instead of the visitor's Log In / Sign Up. It carries '1' and nothing
 * else: the token stays in browser storage (spec 3, key `token`) and never reaches the page's server.
 */

/** Sets (a member logged in or was restored) or clears (every logout) the member-present cookie. */
export function markMemberPresent(present: boolean, jar?: CookieJar | null): void {
  if (present) setSiteCookie('memberPresent', true, {}, jar);
  else removeSiteCookie('memberPresent', jar);
}

/** Whether a request's Cookie header (or the document's cookies) says a member is present. */
export function isMemberPresent(cookieHeader: string | undefined | null): boolean {
  return getSiteCookie('memberPresent', { cookie: cookieHeader ?? '' }) === true;
}

/** Whether a request's cookies, parsed already, say a member is present. */
export const memberPresentIn = (cookies: Cookies): boolean => siteCookieIn('memberPresent', cookies) === true;
