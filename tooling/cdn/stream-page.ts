import { within } from '../async/within.ts';
import { PassThrough, Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type ContentEncoding } from './compression.ts';
import { newNonce, pageTemplate, withNonce } from './page-nonce.ts';
import { escapeHtml, headInserts, pageFrame, preloadedStylesheets, templateBrand, type PageFrame } from './page-template.ts';
import type { DehydratedState } from '@mfp/host-shell/server';
import { SSR_RENDER_BUDGET_MS, SSR_STREAM_LIMIT_MS, type RenderedPage, type RenderPage, type RenderRequest, type RenderSite } from './render-entry.ts';
import type { PageRemotes } from '../ssr/page-remotes.ts';
import { requestSession, type RequestSession } from '../ssr/request-session.ts';
import { isMemberPresent } from '@mfp/shared/session/member-present';

/** Server rendering of an origin's pages (issue 19): the host's render entry and the site config it renders with. */
export interface ServerRender {
  renderPage: RenderPage;
  /** The site config as the browser loads it now (read per request: a release changes it). */
  siteConfig: () => RenderSite['config'];
  /** The render budget; SSR_RENDER_BUDGET_MS unless a test sets it. */
  budgetMs?: number;
  /** The first view's data of a request (within its own budget), handed to the render and on to the browser. */
  firstViewData?: (request: RenderRequest, site: RenderSite) => Promise<DehydratedState | undefined>;
  /** The remote areas the page shows, loaded for the session (tooling/ssr/page-remotes.ts); absent: they render on the client. */
  pageRemotes?: (pathname: string, config: RenderSite['config'], sessionId: string) => Promise<PageRemotes>;
}


// page-remotes.ts loads the Node federation runtime: only its type here, so a static run never loads it.
const NO_PAGE_REMOTES: PageRemotes = { preloaded: {}, stylesheets: [] };

/** The remotes' stylesheets in the head, so a server-rendered area is styled when its HTML shows. */
const stylesheetLinks = (hrefs: readonly string[]): string =>
  hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');

/** A rendered page differs by language and currency (cookies) and by layout (User-Agent, client hints). */
export const RENDERED_PAGE_VARY = 'Cookie, User-Agent, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';
/** The client hints the layout guess reads, asked for on every page so the next request carries them. */
export const ACCEPT_CH = 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';

// A page is compressed while it streams, once per response: fast settings, flushed after each part React writes.
const BROTLI_STREAM_QUALITY = 5;
const GZIP_STREAM_LEVEL = 6;

export function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** What the render reads from the HTTP request, with the nonce it writes on its inline scripts. */
export function renderRequestOf(request: FastifyRequest, nonce: string): RenderRequest {
  const hints: NonNullable<RenderRequest['hints']> = {};
  for (const name of ['sec-ch-viewport-width', 'sec-ch-ua-mobile'] as const) {
    const value = header(request, name);
    if (value !== undefined) hints[name] = value;
  }
  return { url: request.raw.url ?? '/', cookieHeader: header(request, 'cookie'), userAgent: header(request, 'user-agent'), hints, nonce };
}

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

/** One page's render prepared from the request: the config, the template, the session and the remotes loaded for it. */
export interface PreparedRender {
  config: RenderSite['config'];
  template: string;
  /** The canary draw's session: the server renders the versions the browser will load (and hydrate with). */
  session: RequestSession;
  remotes: PageRemotes;
  /** The first view's data fetched on the server (absent: the API was down, slow or failing; the browser fetches). */
  queryState?: DehydratedState;
}

/**
 * What decides a page's render, read from the request with no I/O: the built page, the site config, the
 * session (whose canary draw picks the remotes' versions) and the path. The micro-cache keys on it.
 */
export interface PageIdentity {
  config: RenderSite['config'];
  template: string;
  session: RequestSession;
  pathname: string;
}

export function pageIdentityOf(request: FastifyRequest, render: ServerRender, templateFile: string): PageIdentity {
  return {
    template: pageTemplate(templateFile),
    config: render.siteConfig(),
    session: requestSession(header(request, 'cookie')),
    pathname: new URL(request.raw.url ?? '/', 'http://page').pathname,
  };
}

/** The page's data and remote areas loaded for its render: the part of a render that waits on the API and the remotes. */
export async function prepareRender(request: FastifyRequest, render: ServerRender, identity: PageIdentity): Promise<PreparedRender> {
  const { config, template, session, pathname } = identity;
  const site = { config, brand: templateBrand(template) };
  // The server renders as a visitor (the session lives in the browser): a member's page gets the host with its
  // neutral account area, and the remote areas and their data in the browser, as the member sees them.
  if (isMemberPresent(header(request, 'cookie'))) return { config, template, session, remotes: NO_PAGE_REMOTES };
  // The first view's data and the page's remotes load side by side.
  const [queryState, remotes] = await Promise.all([
    render.firstViewData?.(renderRequestOf(request, ''), site).catch(() => undefined),
    render.pageRemotes ? render.pageRemotes(pathname, config, session.id) : NO_PAGE_REMOTES,
  ]);
  return queryState ? { config, template, session, remotes, queryState } : { config, template, session, remotes };
}

/** Renders a prepared page with this nonce on its inline scripts. */
export const renderPrepared = (request: FastifyRequest, render: ServerRender, prepared: PreparedRender, nonce: string) =>
  render.renderPage(renderRequestOf(request, nonce), { config: prepared.config, brand: templateBrand(prepared.template) }, {
    queryState: prepared.queryState,
    preloaded: prepared.remotes.preloaded,
  });

/** The template around a rendered page: antd's styles and the render state, then the remotes' stylesheets, in its head. */
export const frameOf = (prepared: PreparedRender, page: RenderedPage): PageFrame =>
  pageFrame(
    prepared.template,
    page.head,
    headInserts(page),
    preloadedStylesheets(prepared.template) + stylesheetLinks(prepared.remotes.stylesheets),
  );

/**
 * Answers a page request with the server render streamed into the built index.html (issue 19), or returns
 * false, having sent nothing, when the page is not the server's to render (a redirect, a browser-only page)
 * or its render throws or misses the budget: the caller then sends the static page as before.
 */
export async function streamRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  render: ServerRender,
  templateFile: string,
  contentSecurityPolicy?: (nonce: string) => string,
): Promise<boolean> {
  const nonce = newNonce();
  let page: RenderedPage;
  let frame: PageFrame;
  let session: RequestSession;
  try {
    const prepared = await prepareRender(request, render, pageIdentityOf(request, render, templateFile));
    session = prepared.session;
    const result = renderPrepared(request, render, prepared, nonce);
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

  const encoding = pickEncoding(request.headers['accept-encoding'], 'index.html');
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  appendVary(reply, `Accept-Encoding, ${RENDERED_PAGE_VARY}`);
  reply.header('accept-ch', ACCEPT_CH);
  if (session.setCookie) reply.header('set-cookie', session.setCookie);
  if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy(nonce));
  if (page.head.robots) reply.header('x-robots-tag', page.head.robots);
  if (encoding) reply.header('content-encoding', encoding);

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
