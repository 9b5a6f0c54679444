import { within } from '../async/within.ts';
import { PassThrough, Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { pickEncoding, type ContentEncoding } from '@mfp/shared/node/compression';
import { byNonce, type InlineSources } from './headers.ts';
import { withNonce } from './page-nonce.ts';
import { frameOf, pageIdentityOf, prepareRender, renderPrepared, type ServerRender } from './page-render.ts';
import type { PageFrame } from './page-template.ts';
import { SSR_RENDER_BUDGET_MS, SSR_STREAM_LIMIT_MS, type RenderedPage } from './render-entry.ts';
import type { RequestContext } from './request-context.ts';
import { writeRenderedPageHeaders } from './rendered-page-headers.ts';

// A page is compressed while it streams, once per response: fast settings, flushed after each part React writes.
const BROTLI_STREAM_QUALITY = 5;
const GZIP_STREAM_LEVEL = 6;

/** Waits for `promise` at most `ms` (never rejects). */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  if (ms <= 0) return;
  await within(promise.then(() => undefined, () => undefined), ms, undefined);
}

/** Whether the shell is ready within the budget: 'late' and 'failed' are answered with the static page. */
export function shellWithin(page: RenderedPage, budgetMs: number): Promise<'ready' | 'late' | 'failed'> {
  const shell = page.shellReady.then(
    () => 'ready' as const,
    (error: unknown) => {
      console.error('[ssr] shell failed', error);
      return 'failed' as const;
    },
  );
  return within(shell, budgetMs, 'late' as const);
}

export function compressor(encoding: ContentEncoding | undefined) {
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_STREAM_QUALITY } });
  if (encoding === 'gzip') return createGzip({ level: GZIP_STREAM_LEVEL });
  return undefined;
}

/**
 * Answers a page request with the server render streamed into the built index.html, or returns false, having
 * sent nothing, when the page is not the server's to render (a redirect, a browser-only page) or its render
 * throws or misses the budget: the caller then sends the static page as before.
 */
export async function streamRenderedPage(
  context: RequestContext,
  reply: FastifyReply,
  render: ServerRender,
  templateFile: string,
  contentSecurityPolicy?: (inline?: InlineSources) => string,
): Promise<boolean> {
  const { nonce } = context;
  let page: RenderedPage;
  let frame: PageFrame;
  try {
    const prepared = await prepareRender(context, render, pageIdentityOf(render, templateFile));
    const result = renderPrepared(context, render, prepared, nonce);
    // Redirects were answered before (redirectFor); a browser-only page gets the static page.
    if (result.kind !== 'page') return false;
    page = result;
    const budgetMs = render.budgetMs ?? SSR_RENDER_BUDGET_MS;
    const started = Date.now();
    const shell = await shellWithin(page, budgetMs);
    if (shell !== 'ready') {
      page.abort(new Error(`server render ${shell}`));
      return false;
    }
    // What finishes within the rest of the budget goes out whole in the first flush: a late Suspense boundary
    // streams into a hidden node that only the browser's script reveals (a reader without JavaScript, a crawler).
    await settledWithin(page.allReady, budgetMs - (Date.now() - started));
    frame = frameOf(prepared, page);
  } catch (error) {
    console.error('[ssr] render failed: the page is rendered in the browser', error);
    return false;
  }

  const encoding = pickEncoding(context.acceptEncoding, 'index.html');
  writeRenderedPageHeaders(reply, context, { status: page.status, robots: page.head.robots, inline: byNonce(nonce) }, encoding, contentSecurityPolicy);

  const zip = compressor(encoding);
  const out = zip ?? new PassThrough();
  let finished = false;
  const limit = setTimeout(() => page.abort(new Error('server render stream limit')), SSR_STREAM_LIMIT_MS);
  // React calls flush() after each part it writes: the compressor sends what it holds, so the page streams.
  const sink = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (out.write(chunk)) done();
        else out.once('drain', done);
      },
      final(done) {
        finished = true;
        clearTimeout(limit);
        out.end(withNonce(frame.after, nonce));
        done();
      },
    }),
    { flush: () => zip?.flush() },
  );
  reply.raw.once('close', () => {
    clearTimeout(limit);
    if (!finished) page.abort(new Error('client went away'));
  });
  out.write(withNonce(frame.before, nonce));
  page.pipe(sink);
  void reply.send(out);
  return true;
}
