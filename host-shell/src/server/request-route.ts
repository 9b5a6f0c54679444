import { matchSiteRoute, NOT_FOUND_STATUS, productionRedirect } from '@mfp/shared';
import type { RenderedClientPage, RenderedRedirect } from './render-types';

const OK_STATUS = 200;

/** A request's path and query (an absolute URL or a path). */
export function requestLocation(url: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(url, 'http://host.invalid');
  return { pathname, search };
}

/**
 * Pages whose whole work is a browser step while rendering (/fastDeposit writes its cookie and goes
 * home): the server sends them the client-rendered page.
 */
const CLIENT_ONLY_PAGES: ReadonlySet<string> = new Set(['fastDeposit']);

/**
 * What the route table answers for a path: a production redirect, a page left to the browser, or the
 * status the page renders with (404 when no route matches).
 */
export function routeAnswer(
  pathname: string,
  env: string,
): RenderedRedirect | RenderedClientPage | { kind: 'page'; status: number; found: boolean } {
  const redirect = productionRedirect(pathname, env);
  if (redirect)
    return { kind: 'redirect', status: redirect.status, location: redirect.to, setRouteRegister: redirect.setRouteRegister };
  const match = matchSiteRoute(pathname);
  // A members-only page (the member window, /fastPayment) depends on the session, which the server does not
  // know (the member-present cookie says a member is here, not who): rendered as a visitor, it showed the
  // visitor's confirm box in the member window and kept /fastPayment from going on, in the e2e run. The
  // browser renders them.
  if (match && (match.route.membersOnly === true || CLIENT_ONLY_PAGES.has(match.page))) return { kind: 'client', status: OK_STATUS };
  return { kind: 'page', status: match ? OK_STATUS : NOT_FOUND_STATUS, found: match !== null };
}
