import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { PORT_BASE, ports } from './ports.ts';
import { REMOTE_FOLDERS, type RemoteName } from '@mfp/shared/contracts';

export const HOST = process.env.MFP_HOST ?? '127.0.0.1';

/** The packages served each from its own origin, as from a CDN (DESIGN.md section 8). */
export const REMOTE_PACKAGES: Record<RemoteName, { folder: string; port: number }> = {
  mfe_lobby: { folder: REMOTE_FOLDERS.mfe_lobby, port: ports.lobby },
  mfe_games: { folder: REMOTE_FOLDERS.mfe_games, port: ports.games },
  mfe_member_center: { folder: REMOTE_FOLDERS.mfe_member_center, port: ports.member },
  mfe_agent_center: { folder: REMOTE_FOLDERS.mfe_agent_center, port: ports.agent },
  mfe_auth: { folder: REMOTE_FOLDERS.mfe_auth, port: ports.auth },
};

export const HOST_PORT = ports.host;
export const API_ORIGIN = process.env.MFP_API_ORIGIN ?? `http://127.0.0.1:${ports.api}`;
export const SOCKET_ORIGIN = process.env.MFP_SOCKET_ORIGIN ?? `ws://127.0.0.1:${ports.socket}`;
export const ENVIRONMENT = process.env.MFP_ENV ?? 'local';
export const SITE = process.env.MFP_SITE ?? 'bd01';

// One CDN folder per port block, so parallel runs never rewrite each other's site config.
export const cdnRoot = process.env.MFP_CDN_DIR ?? join(repoRoot, PORT_BASE === 3000 ? 'cdn' : `cdn-${PORT_BASE}`);

export const originOf = (port: number): string => `http://${HOST}:${port}`;
/** Which of the site's own origins a run serves besides the host's. */
export interface ServedOrigins {
  /** `start.ts --ssr-host`: the second, server-rendering host on base+20 (the same pages). */
  ssrHost?: boolean;
}

/**
 * The site's own origins that this run serves, each by address and by localhost: the host's, and the
 * server-rendering host's only when it runs. Only these get CORS answers from the remotes and the API: an
 * origin nothing serves could be taken by any other process on the machine.
 */
export const hostOrigins = ({ ssrHost = false }: ServedOrigins = {}): string[] =>
  [HOST_PORT, ...(ssrHost ? [ports.ssrHost] : [])].flatMap((port) => [originOf(port), `http://localhost:${port}`]);

/** The API's CORS_ORIGINS for a run: as the environment sets it, else the origins the run serves. */
export const backendCorsOrigins = (served: readonly string[], env: NodeJS.ProcessEnv = process.env): string =>
  env.CORS_ORIGINS ?? served.join(',');

/** Paths of the host origin that belong to the backend and are proxied to it. */
export const PROXIED_PREFIXES = ['/api/', '/broadcasting/', '/clientCaptcha', '/check_iframe', '/get_info_data', '/sim/', '/assets/'];

/**
 * Proves to the backend that a request's X-Forwarded-For was set by the host's proxy. Random per run unless
 * set (a separately started backend must get the same PROXY_SECRET); host-server/start.ts hands it to the backend it spawns.
 */
export const PROXY_SECRET = process.env.PROXY_SECRET || randomBytes(32).toString('hex');

/**
 * The ports of this run a browser reaches, by what listens there: the host, each remote, the socket (the
 * site config's wsPort) and, with `start.ts --ssr-host`, the second host. Not the API: pages reach it, its
 * images and its game windows through the host's proxy (PROXIED_PREFIXES), on the site's own origin.
 */
export function browserFacingPorts({ ssrHost = false }: { ssrHost?: boolean } = {}): Record<string, number> {
  const remotes = Object.fromEntries(Object.entries(REMOTE_PACKAGES).map(([name, { port }]) => [`${name} (base+${port - PORT_BASE})`, port]));
  const socket = new URL(SOCKET_ORIGIN.replace(/^ws/, 'http'));
  const socketPort = Number(socket.port || (socket.protocol === 'https:' ? 443 : 80));
  return {
    'host (base)': HOST_PORT,
    ...remotes,
    [`socket (${process.env.MFP_SOCKET_ORIGIN ? 'MFP_SOCKET_ORIGIN' : 'base+3001'})`]: socketPort,
    ...(ssrHost ? { 'server-rendering host (base+20)': ports.ssrHost } : {}),
  };
}
