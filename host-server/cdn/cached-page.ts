import type { FastifyReply } from 'fastify';
import { pickEncoding } from '@mfp/shared/node/compression';
import type { InlineSources } from './headers.ts';
import { cachedPage, KEPT_PAGE_ENCODINGS, loadStartContextRule, pageCacheKey, type PageCache } from './page-cache.ts';
import { newNonce } from './page-nonce.ts';
import type { PageRenderer } from './page-render.ts';
import type { RequestContext } from './request-context.ts';
import { writeRenderedPageHeaders } from './rendered-page-headers.ts';

/** Says whether a page came from the micro-cache (HIT) or was rendered for this response (MISS): for the bench and for curl. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * Answers a visitor's page from the micro-cache, asking the render (PageRenderer, its one seam with it) for the
 * whole page once per key when it is not there; returns false, having sent nothing, when the request is a
 * member's or the page may not be kept (not the server's to render, late, failed, another status): the caller
 * then streams the page as before. A kept page is the same bytes for every visitor, compressed when it was
 * kept: an answer is a copy, and a cache in front (the cluster's nginx) may keep it too.
 */
export async function answerFromPageCache(
  context: RequestContext,
  reply: FastifyReply,
  pages: PageRenderer,
  cache: PageCache,
  contentSecurityPolicy?: (inline?: InlineSources) => string,
): Promise<boolean> {
  if (context.member) return false;
  // The key is read from the request context alone: the page's data and remotes load only when it is rendered.
  const page = pages.pageOf(context);
  const key = pageCacheKey(
    { url: context.url, choices: context, hints: context.layoutHints, config: page.config, template: page.template, remotes: page.remotes },
    await loadStartContextRule(),
  );
  const { page: kept, hit } = await cache.get(key, async () => {
    // A nonce drawn for this render: its inline scripts are kept by hash, its style elements by this nonce.
    const renderNonce = newNonce();
    const whole = await page.renderWhole(renderNonce);
    // The session cookie is set per response, outside the page; any other cookie would make the page one visitor's.
    if (!whole || reply.hasHeader('set-cookie')) return null;
    return cachedPage({ ...whole, renderNonce, shared: page.sharedBySessions });
  });
  if (!kept) return false;

  const encoding = pickEncoding(context.acceptEncoding, 'index.html', KEPT_PAGE_ENCODINGS);
  const body = encoding ? kept.encoded[encoding] : kept.html;
  writeRenderedPageHeaders(reply, context, kept, encoding, contentSecurityPolicy);
  reply.header(PAGE_CACHE_HEADER, hit ? 'HIT' : 'MISS').header('content-length', body.length);
  void reply.send(body);
  return true;
}
