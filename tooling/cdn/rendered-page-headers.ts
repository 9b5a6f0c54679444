import type { FastifyReply } from 'fastify';
import type { ContentEncoding } from './compression.ts';
import type { RequestContext } from './request-context.ts';

/** A rendered page differs by language and currency (cookies) and by layout (User-Agent, client hints). */
export const RENDERED_PAGE_VARY = 'Cookie, User-Agent, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';
/** The client hints the layout guess reads, asked for on every page so the next request carries them. */
export const ACCEPT_CH = 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';

export function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

/** What of a rendered page its answer's headers say. */
export interface RenderedPageFacts {
  status: number;
  robots: string | null;
}

/**
 * The headers of a page rendered on the server, the same whether it streams or comes from the page cache: its
 * status, no caching without revalidation, what it varies by, the client hints asked for, the session's cookies
 * when it starts one, the policy with the response's nonce, and noindex for the error screen.
 */
export function writeRenderedPageHeaders(
  reply: FastifyReply,
  context: RequestContext,
  page: RenderedPageFacts,
  encoding: ContentEncoding | undefined,
  contentSecurityPolicy?: (nonce: string) => string,
): void {
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  appendVary(reply, `Accept-Encoding, ${RENDERED_PAGE_VARY}`);
  reply.header('accept-ch', ACCEPT_CH);
  if (context.session.setCookie) reply.header('set-cookie', context.session.setCookie);
  if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy(context.nonce));
  if (page.robots) reply.header('x-robots-tag', page.robots);
  if (encoding) reply.header('content-encoding', encoding);
}
