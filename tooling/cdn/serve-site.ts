import type { Server } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../singletons.ts';
import { contentSecurityPolicy, corsHeaders, crossOriginOpenerFor } from './headers.ts';
import { matchSiteRoute } from '../../shared/src/contracts/routes.ts';
import {
  API_ORIGIN,
  ENVIRONMENT,
  cdnRoot,
  HOST,
  HOST_PORT,
  hostOrigins,
  originOf,
  PROXIED_PREFIXES,
  PROXY_SECRET,
  REMOTE_PACKAGES,
  SOCKET_ORIGIN,
} from './origins.ts';
import { siteRedirect } from './site-redirect.ts';
import { startStaticServer } from './static-server.ts';

/** Serves the host and each remote from its own origin, as a CDN would (DESIGN.md section 8). */
export async function serveSite(): Promise<Server[]> {
  return [await serveHost(HOST_PORT), ...(await serveRemotes())];
}

/**
 * The host server: the host origin's files and its API proxy, listening on `port` (HOST_PORT alone; each
 * host server of the cluster run on its own port behind nginx, with the host origin still HOST_PORT).
 */
export function serveHost(port: number): Promise<Server> {
  const remoteOrigins = Object.values(REMOTE_PACKAGES).map(({ port: p }) => originOf(p));
  const csp = contentSecurityPolicy({ self: originOf(HOST_PORT), remotes: remoteOrigins, api: API_ORIGIN, socket: SOCKET_ORIGIN });
  return startStaticServer({
    name: 'host-shell',
    host: HOST,
    port,
    mounts: [
      { prefix: '/', dir: join(repoRoot, 'host-shell', 'dist') },
      { prefix: '/env-config/', dir: join(cdnRoot, 'config') },
    ],
    spaFallback: true,
    isPagePath: (path) => matchSiteRoute(path) !== null,
    redirectFor: (path) => siteRedirect(path, ENVIRONMENT),
    proxy: { prefixes: PROXIED_PREFIXES, target: API_ORIGIN, secret: PROXY_SECRET },
    headers: (req) => ({
      'Content-Security-Policy': csp,
      'Cross-Origin-Opener-Policy': crossOriginOpenerFor((req.url ?? '/').split('?')[0] ?? '/'),
    }),
  });
}

/** Each remote from its own origin, as from a CDN. */
export function serveRemotes(): Promise<Server[]> {
  return Promise.all(
    Object.values(REMOTE_PACKAGES).map(({ folder, port }) =>
      startStaticServer({
        name: folder,
        host: HOST,
        port,
        mounts: [{ prefix: '/', dir: join(cdnRoot, folder) }],
        headers: (req) => corsHeaders(req.headers.origin, hostOrigins()),
      }),
    ),
  );
}

/** The monolith build (benchmark baseline) served like the host: same proxy, same config, its own port. */
export function serveMonolith(port: number): Promise<Server> {
  return startStaticServer({
    name: 'monolith',
    host: HOST,
    port,
    mounts: [
      { prefix: '/', dir: join(repoRoot, '.cache', 'monolith') },
      { prefix: '/env-config/', dir: join(cdnRoot, 'config') },
    ],
    spaFallback: true,
    isPagePath: (path) => matchSiteRoute(path) !== null,
    proxy: { prefixes: PROXIED_PREFIXES, target: API_ORIGIN, secret: PROXY_SECRET },
  });
}
