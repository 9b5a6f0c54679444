import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { pickEncoding, type ContentEncoding } from './compression.ts';
import { gzipJoined } from './joined-gzip.ts';
import { cachedPage, loadStartContextRule, pageCacheKey, pageWithNonce, type CachedPage, type PageCache } from './page-cache.ts';
import { newNonce } from './page-nonce.ts';
import type { PageRenderer } from './page-render.ts';
import type { RequestContext } from './request-context.ts';
import { writeRenderedPageHeaders } from './rendered-page-headers.ts';

/** Says whether a page came from the micro-cache (HIT) or was rendered for this response (MISS): for the bench and for curl. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

// A kept page goes out gzipped from its parts deflated once (joined-gzip.ts): per response that is a CRC and a copy.
// Brotli streams cannot be joined so, and compressing each answer anew (its nonce differs) cost more than the
// rest of a cached answer; for the home page gzip is 13% larger than brotli at quality 5 (5.3 against 4.7 KB).
const CACHED_PAGE_ENCODINGS: readonly ContentEncoding[] = ['gzip', 'br'];
// For a browser that takes brotli only: compressed per response, on libuv's threads.
const brotli = promisify(brotliCompress);
const CACHED_BROTLI_QUALITY = 5;

function encodedBody(page: CachedPage, nonce: string, encoding: ContentEncoding | undefined): Promise<Buffer> | Buffer {
  if (encoding === 'gzip') return gzipJoined(page.deflated, nonce);
  const html = Buffer.from(pageWithNonce(page, nonce));
  if (encoding === 'br') return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  return html;
}

/**
 * Answers a visitor's page from the micro-cache, asking the render (PageRenderer, its one seam with it) for the
 * whole page once per key when it is not there, with the response's own nonce; returns false, having sent
 * nothing, when the request is a member's or the page may not be kept (not the server's to render, late,
 * failed, another status): the caller then streams the page as before.
 */
export async function answerFromPageCache(
  context: RequestContext,
  reply: FastifyReply,
  pages: PageRenderer,
  cache: PageCache,
  contentSecurityPolicy?: (nonce: string) => string,
): Promise<boolean> {
  if (context.member) return false;
  // The key is read from the request context alone: the page's data and remotes load only when it is rendered.
  const page = pages.pageOf(context);
  const key = pageCacheKey(
    { url: context.url, choices: context, hints: context.layoutHints, config: page.config, template: page.template, remotes: page.remotes },
    await loadStartContextRule(),
  );
  const { page: kept, hit } = await cache.get(key, async () => {
    // Rendered with a nonce of its own, drawn for this render and never sent: the kept copy is cut at it.
    const renderNonce = newNonce();
    const whole = await page.renderWhole(renderNonce);
    // The session cookie is set per response, outside the page; any other cookie would make the page one visitor's.
    if (!whole || reply.hasHeader('set-cookie')) return null;
    return cachedPage(whole.html, renderNonce, whole.status, whole.robots);
  });
  if (!kept) return false;

  const encoding = pickEncoding(context.acceptEncoding, 'index.html', CACHED_PAGE_ENCODINGS);
  const body = await encodedBody(kept, context.nonce, encoding);
  writeRenderedPageHeaders(reply, context, kept, encoding, contentSecurityPolicy);
  reply.header(PAGE_CACHE_HEADER, hit ? 'HIT' : 'MISS').header('content-length', body.length);
  void reply.send(body);
  return true;
}
