import { matchSiteRoute, NOT_FOUND_STATUS, productionRedirect } from '@mfp/shared';
import type { RenderedRedirect } from './render-types';

const OK_STATUS = 200;

/** A request's path and query (an absolute URL or a path). */
export function requestLocation(url: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(url, 'http://host.invalid');
  return { pathname, search };
}

/** What the route table answers for a path: a production redirect, or the status the page renders with (404 unmatched). */
export function routeAnswer(pathname: string, env: string): RenderedRedirect | { kind: 'page'; status: number; found: boolean } {
  const redirect = productionRedirect(pathname, env);
  if (redirect)
    return { kind: 'redirect', status: redirect.status, location: redirect.to, setRouteRegister: redirect.setRouteRegister };
  const found = matchSiteRoute(pathname) !== null;
  return { kind: 'page', status: found ? OK_STATUS : NOT_FOUND_STATUS, found };
}
