import type { IncomingMessage, Server } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { registerApiProxy, type ApiProxy } from './api-proxy.ts';
import { compressBody, pickEncoding, type ContentEncoding } from '@mfp/shared/node/compression';
import { byNonce, cacheControlFor, contentTypeFor, SECURITY_HEADERS, type InlineSources } from './headers.ts';
import { newNonce, pageTemplate, withNonce } from './page-nonce.ts';
import { answerFromPageCache } from './cached-page.ts';
import type { PageCache } from './page-cache.ts';
import { isDirectLoopbackCall, PAGE_CACHE_PURGE_PATH } from './page-cache-purge.ts';
import { pageRenderer, type ServerRender } from './page-render.ts';
import { ACCEPT_CH, appendVary, RENDERED_PAGE_VARY } from './rendered-page-headers.ts';
import { requestContextOf } from './request-context.ts';
import { checkRequestPath, underPrefix } from './request-path.ts';
import { staticPageSessionCookies } from '../ssr/request-session.ts';
import { streamRenderedPage } from './stream-page.ts';

export interface SiteServerOptions {
  name: string;
  port: number;
  host: string;
  /** Folders by URL prefix; the first is the origin's root (`/`), whose index.html is the SPA fallback. */
  mounts: { prefix: string; dir: string }[];
  /** Single-page app: unknown paths without an extension answer index.html of the first mount. */
  spaFallback?: boolean;
  /** With the fallback: whether the site has a page at this path; one it has not is still the app (its error screen) but answers 404, not to be indexed. */
  isPagePath?: (path: string) => boolean;
  /** With the fallback: a page path the server answers with a redirect instead (spec 2's production redirects). */
  redirectFor?: (path: string) => { status: 301 | 302; location: string; setCookie?: string } | null;
  /** Headers of every response of the origin but the proxied ones and the 400 refusals (CORS, opener policy). */
  headers?: (req: IncomingMessage) => Record<string, string>;
  /**
   * The origin's Content-Security-Policy. Every response carries it; an HTML page gets it with its inline
   * sources: a nonce of its own, written into the page's script and style tags at response time, or the
   * hashes of a kept page's inline scripts (kept-page-policy.ts).
   */
  contentSecurityPolicy?: (inline?: InlineSources) => string;
  /** With the fallback: its pages rendered on the server; without, or when a render fails or is late, index.html as built. */
  serverRender?: ServerRender;
  /** With server rendering: visitors' pages kept a few seconds; without, every page is rendered. */
  pageCache?: PageCache;
  /** The e2e run's test routes (page-cache-purge.ts): DELETE PAGE_CACHE_PURGE_PATH empties the page cache. */
  testRoutes?: boolean;
  /** Backend prefixes; `secret` proves to the backend that X-Forwarded-For was set by this proxy. */
  proxy?: ApiProxy;
}

/**
 * How a built file leaves: with its own type (@fastify/static names a precompressed copy's type by its own
 * table); a built page (index.html, offline.html) with a nonce of its own, compressed for this answer.
 */
interface FilePlan {
  file: string;
  page?: { encoding: ContentEncoding | undefined };
}

/** A built file's name without the suffix of its precompressed copy (@fastify/static names the copy it sends). */
const builtName = (file: string): string => file.replace(/\.(br|gz)$/, '');

const BAD_PATH_HEADERS = { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

const pathOf = (request: FastifyRequest): string => (request.raw.url ?? '/').split('?')[0] ?? '/';

function refuse(reply: FastifyReply): FastifyReply {
  return reply.code(400).headers(BAD_PATH_HEADERS).send('bad request path');
}

/**
 * One origin of the production run on fastify: @fastify/static for its files, @fastify/reply-from for the API
 * proxy (api-proxy.ts), and the CDN's rules of this folder on top (request-path.ts, headers.ts, compression.ts).
 */
export async function startSiteServer(opts: SiteServerOptions): Promise<Server> {
  const [root, ...moreMounts] = opts.mounts;
  if (!root) throw new Error(`${opts.name}: no mount`);
  // The raw URL is checked by the onRequest hook below; one the router cannot even decode is refused the same way.
  const app = Fastify({ logger: false, frameworkErrors: (_error, _request, reply) => void refuse(reply) });
  const plans = new WeakMap<FastifyReply, FilePlan>();
  const inFallback = new WeakSet<FastifyRequest>();

  // Before anything is routed, proxied or served: the path as sent, refused when it could mean another path.
  app.addHook('onRequest', async (request, reply) => {
    const checked = checkRequestPath(request.raw.url);
    if (!checked.ok) return refuse(reply);
    const routedToProxy = request.routeOptions.config?.apiProxy === true;
    // The router matches decoded paths ('/%61pi/' is '/api/'): only a path under a prefix as written reaches the backend.
    if (routedToProxy !== (opts.proxy !== undefined && underPrefix(checked.path, opts.proxy.prefixes))) return refuse(reply);
    if (routedToProxy) return;
    if (opts.testRoutes && opts.pageCache && request.method === 'DELETE' && checked.path === PAGE_CACHE_PURGE_PATH) {
      if (!isDirectLoopbackCall(request.raw)) return reply.code(403).send();
      opts.pageCache.purge();
      return reply.code(204).send();
    }
    reply.headers({ ...SECURITY_HEADERS, ...(opts.contentSecurityPolicy ? { 'Content-Security-Policy': opts.contentSecurityPolicy() } : {}), ...opts.headers?.(request.raw) });
    if (request.method === 'OPTIONS') return reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').send();
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send();
  });

  // Built files leave as the build compressed them (shared/src/node/precompress.ts; @fastify/static's preCompressed). A
  // built page carries a nonce of its own per answer, so it is compressed here, on libuv's threads, quickly.
  app.addHook('onSend', async (request, reply, payload) => {
    const plan = plans.get(reply);
    if (!plan) return payload;
    reply.header('content-type', contentTypeFor(plan.file));
    if (!plan.page || reply.statusCode === 304) return payload;
    const { encoding } = plan.page;
    const nonce = newNonce();
    reply.header('Content-Security-Policy', opts.contentSecurityPolicy?.(byNonce(nonce)));
    const html = Buffer.from(withNonce(pageTemplate(plan.file), nonce));
    const body = encoding ? await compressBody(html, encoding, 'response') : html;
    (payload as { destroy?: () => void } | null)?.destroy?.();
    if (encoding) reply.header('content-encoding', encoding);
    else reply.removeHeader('content-encoding');
    reply.header('content-length', body.length);
    // Node writes no body for a HEAD request; the headers stay those of the GET.
    return body;
  });

  if (opts.proxy) await registerApiProxy(app, opts.proxy);

  const setHeaders = (reply: FastifyReply, sent: string) => {
    const file = builtName(sent);
    const page = opts.contentSecurityPolicy !== undefined && file.endsWith('.html');
    plans.set(reply, page ? { file, page: { encoding: pickEncoding(reply.request.headers['accept-encoding'], file) } } : { file });
    reply.header('cache-control', file.endsWith('index.html') ? 'no-cache' : cacheControlFor(file));
    // A page's body changes with every response (its nonce): no validator would ever match it.
    if (page) reply.removeHeader('last-modified');
  };
  // preCompressed adds Vary: Accept-Encoding itself, to every answer it chose a file for.
  const staticOptions = { index: ['index.html'], redirect: false, cacheControl: false, etag: false, acceptRanges: false, preCompressed: true, setHeaders };
  // With server rendering, `/` is a page like any other: the static plugin leaves it to the fallback, which renders it.
  const rootOnly = opts.serverRender ? { allowedPath: (path: string) => path !== '/' } : {};
  await app.register(fastifyStatic, { ...staticOptions, ...rootOnly, root: root.dir, prefix: root.prefix });
  for (const { prefix, dir } of moreMounts) await app.register(fastifyStatic, { ...staticOptions, root: dir, prefix, decorateReply: false });

  const template = join(root.dir, 'index.html');
  const pages = opts.serverRender ? pageRenderer(opts.serverRender, template) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    const redirect = opts.spaFallback ? opts.redirectFor?.(path) : null;
    if (redirect) {
      reply.code(redirect.status).header('location', redirect.location).header('cache-control', 'no-cache');
      if (redirect.setCookie) reply.header('set-cookie', redirect.setCookie);
      return reply.send();
    }
    if (opts.spaFallback && !HAS_EXTENSION.test(path) && !inFallback.has(request)) {
      inFallback.add(request);
      // The request is read here, once: every step below takes this value.
      const context = requestContextOf(request);
      const render = opts.serverRender;
      if (render && pages && request.method === 'GET' && context.render === 'server') {
        if (opts.pageCache && (await answerFromPageCache(context, reply, pages, opts.pageCache, opts.contentSecurityPolicy))) return reply;
        if (await streamRenderedPage(context, reply, render, template, opts.contentSecurityPolicy)) return reply;
      }
      if (opts.isPagePath && !opts.isPagePath(path)) reply.code(404).header('x-robots-tag', 'noindex');
      // A page rendered in the browser starts its session here too, as a rendered one does: one the site issued.
      const sessionCookies = staticPageSessionCookies(context.session);
      if (sessionCookies) reply.header('set-cookie', sessionCookies);
      // The same URL may be rendered for another request: caches key the static page the same way.
      if (render) appendVary(reply.header('accept-ch', ACCEPT_CH), RENDERED_PAGE_VARY);
      return reply.sendFile('index.html', root.dir);
    }
    return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('not found');
  });

  await app.listen({ port: opts.port, host: opts.host });
  return app.server;
}
