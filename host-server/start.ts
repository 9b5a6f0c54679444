import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@mfp/shared/contracts';
import { API_ORIGIN, backendCorsOrigins, browserFacingPorts, cdnRoot, HOST_PORT, hostOrigins, originOf, PROXY_SECRET, REMOTE_PACKAGES } from './cdn/origins.ts';
import { browserPortProblems } from './cdn/browser-ports.ts';
import { resolveSessionKey } from './cdn/session-key.ts';
import { SESSION_KEY_ENV } from '@mfp/shared/node/site-session';
import { randomBytes } from 'node:crypto';
import { serveHost, serveRemotes, serveSite } from './cdn/serve-site.ts';
import { backendEnv, PORT_BASE, ports } from './cdn/ports.ts';
import { ssrEnabled } from './cdn/render-entry.ts';
import { releaseRemote } from './release.ts';
import { runSiteBuild } from './site-build.ts';
import { serveMonolith } from './cdn/serve-site.ts';
import { clusterPorts } from './cluster/cluster-ports.ts';
import { startCluster, type Cluster } from './cluster/cluster.ts';
import { startControlServer } from './cluster/control-server.ts';
import { repoRoot } from './repo-root.ts';
import { startCanaryWatcher } from './rum/canary-watcher.ts';
import { rollbackSettingsFrom } from './rum/rollback-rule.ts';

const args = new Set(process.argv.slice(2));
// The host server runs in this process (and in the cluster's host nodes, its children): its server render must load
// React's production build, as the browser's is, so NODE_ENV is set before anything requires React. The
// backend keeps the environment it was given.
const givenNodeEnv = process.env.NODE_ENV;
// --ssr-host: a second host server on ports.ssrHost that renders on the server whatever MFP_SSR says (the SSR
// e2e checks and bench compare it with the run's own host), same backend, same remotes, same site config.
const ssrHost = args.has('--ssr-host');
// The site's origins this run serves: the only ones the remotes and the API answer with CORS.
const siteOrigins = hostOrigins({ ssrHost });
if (ssrEnabled() || ssrHost) process.env.NODE_ENV ??= 'production';
// --cluster: nginx in front of two host servers and two soketi nodes on Redis (host-server/cluster), instead of one of each.
const cluster = args.has('--cluster');
// The soketi nodes of the cluster and the API that publishes to them share one app secret.
const PUSHER_APP_SECRET = process.env.PUSHER_APP_SECRET || (cluster ? randomBytes(24).toString('hex') : undefined);

/** How long a stop waits for the backend to checkpoint its database and exit. */
const BACKEND_STOP_WAIT_MS = 10_000;

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function startBackend(): ChildProcess | undefined {
  const main = join(repoRoot, 'server', 'src', 'main.ts');
  if (!existsSync(main)) {
    console.warn('[start] server/src/main.ts not found: serving the front-end without its backend');
    return undefined;
  }
  const tsx = join(repoRoot, 'server', 'node_modules', '.bin', 'tsx');
  // The site's own origins are the only ones the API answers with CORS headers (the pages reach it same-origin
  // through the host's proxy anyway). /__test routes stay off unless the caller (the e2e run) sets TEST_ROUTES=1.
  const CORS_ORIGINS = backendCorsOrigins(siteOrigins);
  // In the cluster the API starts no soketi of its own: it publishes through nginx's socket origin to the nodes.
  const clusterEnv = cluster && PUSHER_APP_SECRET ? { SOKETI: 'external', PUSHER_APP_SECRET } : {};
  return spawn(tsx, ['src/main.ts'], { cwd: join(repoRoot, 'server'), stdio: 'inherit', env: { ...process.env, NODE_ENV: givenNodeEnv, ...backendEnv(), PROXY_SECRET, CORS_ORIGINS, ...clusterEnv } });
}

/** The cluster's members (and, for the e2e run, their test-only control server on loopback). */
async function serveCluster(): Promise<{ servers: Server[]; cluster: Cluster }> {
  const app = { appId: process.env.PUSHER_APP_ID ?? 'mfp', key: process.env.PUSHER_APP_KEY ?? 'mfp-key', secret: PUSHER_APP_SECRET ?? '' };
  // The remotes first: each host node's warm-up render loads the landing remote from its origin.
  const servers = await serveRemotes(siteOrigins);
  const members = await startCluster({ app, proxySecret: PROXY_SECRET, showUpstream: process.env.TEST_ROUTES === '1' }).catch((e: unknown) => {
    for (const s of servers) s.close();
    throw e;
  });
  if (process.env.TEST_ROUTES === '1') servers.push(await startControlServer(clusterPorts.control, members.nodes));
  console.log(`[start] cluster: nginx on ${HOST_PORT} and ${clusterPorts.socketFront}, host servers ${clusterPorts.hosts.join(', ')}, soketi ${clusterPorts.soketis.join(', ')}, redis ${clusterPorts.redis}`);
  return { servers, cluster: members };
}

const monolithPort = [...args].find((a) => a.startsWith('--monolith-port='))?.split('=')[1];

/** Refuses, before anything is built or started, a port block a browser could not use (cdn/browser-ports.ts). */
function refuseUnreachablePorts(): void {
  const problems = browserPortProblems({ ...browserFacingPorts({ ssrHost }), ...(monolithPort ? { 'monolith (--monolith-port)': Number(monolithPort) } : {}) });
  if (!problems) return;
  console.error(
    `[start] MFP_PORT_BASE=${process.env.MFP_PORT_BASE ?? PORT_BASE} puts an origin of the site where a browser cannot reach it:\n` +
      problems.map((p) => `  - ${p}\n`).join('') +
      '  The host listens on the base, the remotes on base+1..+5, the socket on base+3001 (and base+20 with --ssr-host): choose another MFP_PORT_BASE.',
  );
  process.exit(2);
}

async function main() {
  refuseUnreachablePorts();
  if (!args.has('--no-build')) await runSiteBuild();
  // The host servers sign the sessions they issue, the backend's RUM collector counts only those: one key, handed
  // to both (and to the cluster's host nodes) through the environment.
  process.env[SESSION_KEY_ENV] = resolveSessionKey(cdnRoot);
  for (const name of Object.keys(REMOTE_PACKAGES) as RemoteName[]) await releaseRemote(name);
  const backend = args.has('--no-server') ? undefined : startBackend();
  const started = await (cluster ? serveCluster() : serveSite(siteOrigins).then((servers) => ({ servers, cluster: undefined }))).catch((e: unknown) => {
    backend?.kill('SIGTERM');
    throw e;
  });
  const servers = started.servers;
  if (monolithPort) servers.push(await serveMonolith(Number(monolithPort)));
  if (ssrHost) {
    servers.push(await serveHost(ports.ssrHost, { originPort: ports.ssrHost, serverRender: true }));
    console.log(`[start] server-rendering host: ${originOf(ports.ssrHost)}/`);
  }
  let stopWatcher: (() => void) | undefined;
  let stopping = false;
  const backendExited = new Promise<void>((resolve) => (backend ? backend.once('exit', () => resolve()) : resolve()));
  // Ctrl-C in a terminal (SIGINT) and a service manager's or container's stop (SIGTERM) alike: every child
  // stops, and the backend is waited for (bounded), since it checkpoints the database as it stops.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopWatcher?.();
    backend?.kill('SIGTERM');
    void started.cluster?.stop();
    for (const s of servers) s.close();
    const bound = new Promise((resolve) => setTimeout(resolve, BACKEND_STOP_WAIT_MS).unref());
    void Promise.race([backendExited, bound]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  backend?.on('exit', (code) => {
    if (!stopping) console.error(`[start] backend exited (${code})`);
    stop();
  });
  if (backend && !(await waitForHealth(`${API_ORIGIN}/api/health`, 90_000))) console.warn('[start] backend not healthy yet');
  // Canaries are watched from real sessions and rolled back by themselves (--no-watch: not).
  if (backend && !args.has('--no-watch')) stopWatcher = startCanaryWatcher(rollbackSettingsFrom());
  console.log(`\n  Site ready: ${originOf(HOST_PORT)}/\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
