import { requestStartContext, type StartContext } from '@mfp/shared';
import { readLandingQuery } from '../app/routes/route-rules';
import type { SiteConfig } from '../config/site-config';
import type { RenderRequest } from './render-types';

/** The start context of a request (language, currency, layout) against the site config: what the page renders in. */
export function requestStart(request: RenderRequest, search: string, config: SiteConfig): StartContext {
  const webDebug = readLandingQuery(new URLSearchParams(search)).webDebug;
  return requestStartContext(
    request.cookieHeader,
    { ...request.hints, 'user-agent': request.userAgent },
    { languages: config.languages, currencies: config.currencies, desktopLock: config.desktopLock },
    webDebug,
  );
}
