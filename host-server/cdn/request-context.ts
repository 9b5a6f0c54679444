import type { FastifyRequest } from 'fastify';
import { startChoicesOf, type StartChoices } from '@mfp/shared/flows/start-choices';
import type { LayoutHints } from '@mfp/shared/flows/start-context';
import { parseCookies, type Cookies } from '@mfp/shared/storage/cookie';
import { requestSession, siteSessionKey, type RequestSession } from '../ssr/request-session.ts';
import { newNonce } from './page-nonce.ts';
import { renderChoiceOf, type RenderChoice } from './render-choice.ts';

/**
 * What the host server reads of a page request, read once when the request reaches the page fallback: every
 * later step (the render choice, the page cache's key, the render, the answer's headers) takes this value and
 * reads nothing of the request again. `language`, `currency` and `member` are the start choices of its cookies
 * (shared start-choices.ts), which the start-context rule resolves against the site config.
 */
export interface RequestContext extends StartChoices {
  /** Path and query as sent (origin-form: site-server's first hook refuses any other). */
  url: string;
  pathname: string;
  /** The Cookie header as sent: the render entry's own request type (RenderRequest) carries it on. */
  cookieHeader: string | undefined;
  /** Its cookies, parsed once (shared parseCookies). */
  cookies: Cookies;
  /** What the layout guess reads: the client hints sent (Sec-CH-Viewport-Width, Sec-CH-UA-Mobile) and the User-Agent. */
  layoutHints: LayoutHints;
  /** The `mfp_render=client` cookie asks for the page rendered in the browser. */
  render: RenderChoice;
  /** The canary draw's session: the one its cookies carry, or a new one with the cookies that start it. */
  session: RequestSession;
  acceptEncoding: string | undefined;
  /** This response's CSP nonce: the only one its inline scripts and styles may carry. */
  nonce: string;
}

const CLIENT_HINTS = ['sec-ch-viewport-width', 'sec-ch-ua-mobile'] as const;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** A page request's context, read once: cookies, hints, session, render choice and a fresh nonce. */
export function requestContextOf(request: FastifyRequest, sessionKey: string | undefined = siteSessionKey()): RequestContext {
  const url = request.raw.url ?? '/';
  const cookieHeader = headerOf(request, 'cookie');
  const cookies = parseCookies(cookieHeader ?? '');
  const layoutHints: LayoutHints = {};
  for (const name of CLIENT_HINTS) {
    const value = headerOf(request, name);
    if (value !== undefined) layoutHints[name] = value;
  }
  const userAgent = headerOf(request, 'user-agent');
  if (userAgent !== undefined) layoutHints['user-agent'] = userAgent;
  return {
    url,
    pathname: new URL(url, 'http://page').pathname,
    cookieHeader,
    cookies,
    ...startChoicesOf(cookies),
    layoutHints,
    render: renderChoiceOf(cookies),
    session: requestSession(cookies, sessionKey),
    acceptEncoding: headerOf(request, 'accept-encoding'),
    nonce: newNonce(),
  };
}
