import type { Server } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { contentSecurityPolicy, corsHeaders, crossOriginOpenerFor } from './headers.ts';
import { matchSiteRoute } from '@mfp/shared/contracts';
import {
  API_ORIGIN,
  ENVIRONMENT,
  cdnRoot,
  HOST,
  HOST_PORT,
  originOf,
  PROXIED_PREFIXES,
  PROXY_SECRET,
  REMOTE_PACKAGES,
  SOCKET_ORIGIN,
} from './origins.ts';
import { PageCache, pageCacheEnabled } from './page-cache.ts';
import { testRoutesEnabled } from './page-cache-purge.ts';
import { siteRedirect } from './site-redirect.ts';
import { installServerHtmlWindow } from '../ssr/server-html-window.ts';
import { loadRenderModule, readSiteConfig, ssrEnabled, type RenderRequest, type RenderSite } from './render-entry.ts';
import { siteConfigPath } from './site-config.ts';
import type { ServerRender } from './page-render.ts';
import { startSiteServer, type SiteServerOptions } from './site-server.ts';
import { warmUpRender, type WarmUpOutcome } from './warm-up.ts';

/** Serves the host and each remote from its own origin, as a CDN would (DESIGN.md section 8). */
export async function serveSite(siteOrigins: readonly string[]): Promise<Server[]> {
  // The remotes first: the host's warm-up render loads the landing remote from its origin.
  const remotes = await serveRemotes(siteOrigins);
  return [await serveHost(HOST_PORT), ...remotes];
}

export interface HostServerOptions {
  /** The port of the origin the pages are seen at (HOST_PORT unless the server is an origin of its own). */
  originPort?: number;
  /** Renders pages on the server: MFP_SSR unless given (start.ts --ssr-host turns it on for its second host). */
  serverRender?: boolean;
}

/**
 * The host server: the host origin's files and its API proxy, listening on `port` (HOST_PORT alone; each
 * host server of the cluster run on its own port behind nginx, with the host origin still HOST_PORT).
 */
export function serveHost(port: number, { originPort = HOST_PORT, serverRender = ssrEnabled() }: HostServerOptions = {}): Promise<Server> {
  const render = serverRender ? hostServerRender() : undefined;
  const remoteOrigins = Object.values(REMOTE_PACKAGES).map(({ port: p }) => originOf(p));
  const sources = { self: originOf(originPort), remotes: remoteOrigins, api: API_ORIGIN, socket: SOCKET_ORIGIN };
  const ready = render ? warmUpRender(render).then((outcome) => reportWarmUp(port, outcome)) : Promise.resolve();
  return ready.then(() => startSiteServer({
    ...pageServerOptions('host-shell', port, join(repoRoot, 'host-shell', 'dist')),
    redirectFor: (path) => siteRedirect(path, ENVIRONMENT),
    contentSecurityPolicy: (inline) => contentSecurityPolicy(sources, inline),
    serverRender: render,
    pageCache: render && pageCacheEnabled() ? new PageCache() : undefined,
    testRoutes: testRoutesEnabled(),
    headers: (req) => ({ 'Cross-Origin-Opener-Policy': crossOriginOpenerFor((req.url ?? '/').split('?')[0] ?? '/') }),
  }));
}

/** One line of the start log: whether the host server on `port` listens warm. */
function reportWarmUp(port: number, outcome: WarmUpOutcome): void {
  if (outcome === 'warm') console.log(`[ssr] host server on ${port}: / rendered once before listening (warm)`);
  else if (outcome === 'late') console.warn(`[ssr] host server on ${port}: the warm-up render did not finish in time; it listens and the first request renders cold`);
}

/**
 * The host's pages rendered on the server: the host build's render entry, loaded once, with the
 * site config file the browser loads, read again after each release.
 */
function hostServerRender(): ServerRender | undefined {
  const entry = loadRenderModule(join(repoRoot, 'host-shell', 'dist-server', 'render-page.js'));
  if (!entry) return undefined;
  const configFile = siteConfigPath();
  installServerHtmlWindow();
  const { renderPage, fetchFirstViewData } = entry;
  // The first view's data from the backend itself (API_ORIGIN, loopback), not through this server's proxy.
  const firstViewData = fetchFirstViewData && ((request: RenderRequest, site: RenderSite) => fetchFirstViewData(request, site, { apiOrigin: API_ORIGIN }));
  return {
    renderPage,
    siteConfig: () => readSiteConfig(configFile),
    // The federation runtime for Node loads with the first page, not in a static run.
    pageRemotes: async (...args) => (await import('../ssr/page-remotes.ts')).pageRemotes(...args),
    ...(firstViewData ? { firstViewData } : {}),
  };
}

/** Each remote from its own origin, as from a CDN, answering CORS to the site's origins this run serves (`hostOrigins`). */
export function serveRemotes(siteOrigins: readonly string[]): Promise<Server[]> {
  return Promise.all(
    Object.values(REMOTE_PACKAGES).map(({ folder, port }) =>
      startSiteServer({
        name: folder,
        host: HOST,
        port,
        mounts: [{ prefix: '/', dir: join(cdnRoot, folder) }],
        headers: (req) => corsHeaders(req.headers.origin, siteOrigins),
      }),
    ),
  );
}

/** The monolith build (benchmark baseline) served like the host: same proxy, same config, its own port. */
export function serveMonolith(port: number): Promise<Server> {
  return startSiteServer(pageServerOptions('monolith', port, join(repoRoot, '.cache', 'monolith')));
}

/** A server of the site's pages: its build at `/`, the env config, the SPA fallback on page paths, the API proxy. */
function pageServerOptions(name: string, port: number, dir: string): SiteServerOptions {
  return {
    name,
    host: HOST,
    port,
    mounts: [
      { prefix: '/', dir },
      { prefix: '/env-config/', dir: join(cdnRoot, 'config') },
    ],
    spaFallback: true,
    isPagePath: (path) => matchSiteRoute(path) !== null,
    proxy: { prefixes: PROXIED_PREFIXES, target: API_ORIGIN, secret: PROXY_SECRET },
  };
}
