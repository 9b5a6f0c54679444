import type { FastifyReply } from 'fastify';
import type { ContentEncoding } from '@mfp/shared/node/compression';
import type { InlineSources } from './headers.ts';
import { PAGE_CACHE_SECONDS } from './page-cache.ts';
import type { RequestContext } from './request-context.ts';

/** A rendered page differs by language and currency (cookies) and by layout (User-Agent, client hints). */
export const RENDERED_PAGE_VARY = 'Cookie, User-Agent, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';
/** The client hints the layout guess reads, asked for on every page so the next request carries them. */
export const ACCEPT_CH = 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';

/**
 * How a kept page may be cached: a browser revalidates it at once, as any page of the site; a cache shared
 * by visitors (the cluster's nginx, a CDN) keeps it as long as the host server's own cache does.
 */
export const SHARED_PAGE_CACHE_CONTROL = `max-age=0, s-maxage=${PAGE_CACHE_SECONDS}`;
const OWN_PAGE_CACHE_CONTROL = 'no-cache';

export function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

/** What of a rendered page its answer's headers say. */
export interface RenderedPageFacts {
  status: number;
  robots: string | null;
  /** What its policy lets run inline: this response's nonce, or a kept page's hashes. */
  inline: InlineSources;
  /** Whether a cache shared by visitors may keep it (a kept page the same for every session). */
  shared?: boolean;
}

/**
 * The headers of a page rendered on the server, the same whether it streams or comes from the page cache: its
 * status, how long caches keep it, what it varies by, the client hints asked for, the session's cookies when
 * it starts one, its policy, and noindex for the error screen. An answer that starts a session is never kept by
 * a shared cache: the next visitor would get the cookies.
 */
export function writeRenderedPageHeaders(
  reply: FastifyReply,
  context: RequestContext,
  page: RenderedPageFacts,
  encoding: ContentEncoding | undefined,
  contentSecurityPolicy?: (inline?: InlineSources) => string,
): void {
  const sharedCacheable = page.shared === true && !context.session.setCookie;
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', sharedCacheable ? SHARED_PAGE_CACHE_CONTROL : OWN_PAGE_CACHE_CONTROL);
  appendVary(reply, `Accept-Encoding, ${RENDERED_PAGE_VARY}`);
  reply.header('accept-ch', ACCEPT_CH);
  if (context.session.setCookie) reply.header('set-cookie', context.session.setCookie);
  if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy(page.inline));
  if (page.robots) reply.header('x-robots-tag', page.robots);
  if (encoding) reply.header('content-encoding', encoding);
}
