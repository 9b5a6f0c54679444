import { within } from '../async/within.ts';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type ContentEncoding } from './compression.ts';
import { gzipJoined } from './joined-gzip.ts';
import { isVisitorRequest, loadStartContextRule, pageCacheKey, pageWithNonce, cachedPage, type CachedPage, type PageCache } from './page-cache.ts';
import { newNonce, withNonce } from './page-nonce.ts';
import { SSR_RENDER_BUDGET_MS, type RenderedPage } from './render-entry.ts';
import { pageRemoteOf } from '../ssr/page-remote-of.ts';
import {
  ACCEPT_CH,
  appendVary,
  frameOf,
  pageIdentityOf,
  prepareRender,
  RENDERED_PAGE_VARY,
  renderPrepared,
  renderRequestOf,
  type PreparedRender,
  type ServerRender,
} from './stream-page.ts';

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

/** Whether the whole page (every Suspense boundary) rendered within the budget; a page that did not is never kept. */
function allReadyWithin(page: RenderedPage, budgetMs: number): Promise<boolean> {
  const ready = page.shellReady.then(
    () => page.allReady.then(() => true),
    () => false,
  );
  return within(ready, budgetMs, false);
}

function collect(page: RenderedPage): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.once('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.once('error', reject);
    page.pipe(sink);
  });
}

/** The whole page rendered once, with a nonce of its own that the kept copy is cut at; null when it may not be kept. */
async function renderWhole(request: FastifyRequest, reply: FastifyReply, render: ServerRender, prepared: PreparedRender): Promise<CachedPage | null> {
  const renderNonce = newNonce();
  const result = renderPrepared(request, render, prepared, renderNonce);
  if (result.kind !== 'page') return null;
  if (!(await allReadyWithin(result, render.budgetMs ?? SSR_RENDER_BUDGET_MS))) {
    result.abort(new Error('server render late for the page cache'));
    return null;
  }
  // The session cookie is set per response, outside the page; any other cookie would make the page one visitor's.
  if (reply.hasHeader('set-cookie')) return null;
  const frame = frameOf(prepared, result);
  const body = await collect(result);
  const html = withNonce(frame.before, renderNonce) + body + withNonce(frame.after, renderNonce);
  return cachedPage(html, renderNonce, result.status, result.head.robots);
}

/**
 * Answers a visitor's page from the micro-cache (issue 19 point 7), rendering it once per key when it is not
 * there, with a fresh nonce per response; returns false, having sent nothing, when the request is a member's
 * or the page may not be kept (not the server's to render, late, failed, another status): the caller then
 * streams the page as before.
 */
export async function answerFromPageCache(
  request: FastifyRequest,
  reply: FastifyReply,
  render: ServerRender,
  cache: PageCache,
  templateFile: string,
  contentSecurityPolicy?: (nonce: string) => string,
): Promise<boolean> {
  const cookieHeader = request.headers.cookie;
  if (!isVisitorRequest(cookieHeader)) return false;
  // The key is read from the request alone: the page's data and remotes load only when it is rendered.
  const identity = pageIdentityOf(request, render, templateFile);
  const { config, template, session, pathname } = identity;
  const shown = pageRemoteOf(pathname, config, session.id);
  const remotes = shown ? { [shown.remote]: shown.manifestUrl } : {};
  const { hints, userAgent, url } = renderRequestOf(request, '');
  const key = pageCacheKey({ url, cookieHeader, hints: { ...hints, 'user-agent': userAgent }, config, template, remotes }, await loadStartContextRule());
  const { page, hit } = await cache.get(key, async () => renderWhole(request, reply, render, await prepareRender(request, render, identity)));
  if (!page) return false;

  const nonce = newNonce();
  const encoding = pickEncoding(request.headers['accept-encoding'], 'index.html', CACHED_PAGE_ENCODINGS);
  const body = await encodedBody(page, nonce, encoding);
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  appendVary(reply, `Accept-Encoding, ${RENDERED_PAGE_VARY}`);
  reply.header('accept-ch', ACCEPT_CH).header(PAGE_CACHE_HEADER, hit ? 'HIT' : 'MISS');
  if (session.setCookie) reply.header('set-cookie', session.setCookie);
  if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy(nonce));
  if (page.robots) reply.header('x-robots-tag', page.robots);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  void reply.send(body);
  return true;
}
