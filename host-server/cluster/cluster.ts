import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROXIED_PREFIXES } from '../cdn/origins.ts';
import { PORT_BASE } from '../cdn/ports.ts';
import { repoRoot } from '../repo-root.ts';
import { clusterPorts } from './cluster-ports.ts';
import { requireEngines } from './engines.ts';
import { nginxConf } from './nginx-conf.ts';
import { NodeProcess } from './node-process.ts';

export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
}

export interface Cluster {
  /** Every member by name (host-a, host-b, soketi-a, soketi-b, redis, nginx). */
  nodes: Map<string, NodeProcess>;
  stop(): Promise<void>;
}

function soketiBin(): string {
  const pkg = createRequire(join(repoRoot, 'server', 'noop.js')).resolve('@soketi/soketi/package.json');
  return join(dirname(pkg), 'bin', 'server.js');
}

const letter = (i: number): string => String.fromCharCode(97 + i);

function soketiNode(i: number, port: number, app: PusherApp): NodeProcess {
  const metricsPort = clusterPorts.soketiMetrics[i];
  if (metricsPort === undefined) throw new Error(`no metrics port for soketi node ${i}`);
  return new NodeProcess({
    name: `soketi-${letter(i)}`,
    port,
    command: process.execPath,
    // soketi 1.x's Redis adapter publishes without a catch: with Redis away the publish rejects after its
    // retries and Node's default (throw on an unhandled rejection) would kill the node that was still
    // serving its own sockets. Warned instead; the node goes on and re-subscribes when Redis is back.
    args: ['--unhandled-rejections=warn', soketiBin(), 'start'],
    env: {
      SOKETI_HOST: '127.0.0.1',
      SOKETI_PORT: String(port),
      SOKETI_DEFAULT_APP_ID: app.appId,
      SOKETI_DEFAULT_APP_KEY: app.key,
      SOKETI_DEFAULT_APP_SECRET: app.secret,
      SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: 'false',
      SOKETI_METRICS_ENABLED: 'false',
      // Its health and usage server listens whatever the switch says: on loopback, in this run's port block.
      SOKETI_METRICS_HOST: '127.0.0.1',
      SOKETI_METRICS_SERVER_PORT: String(metricsPort),
      SOKETI_SHUTDOWN_GRACE_PERIOD: '300',
      // The nodes share channels through Redis: an event published on one reaches the sockets of the other.
      SOKETI_ADAPTER_DRIVER: 'redis',
      SOKETI_ADAPTER_REDIS_PREFIX: `mfp-${PORT_BASE}`,
      SOKETI_DB_REDIS_HOST: '127.0.0.1',
      SOKETI_DB_REDIS_PORT: String(clusterPorts.redis),
      SOKETI_ADAPTER_REDIS_REQUESTS_TIMEOUT: '1000',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
  });
}

function hostNode(i: number, port: number): NodeProcess {
  return new NodeProcess({
    name: `host-${letter(i)}`,
    port,
    command: process.execPath,
    // tsx as a loader of this very process (not its CLI, which runs the file in a grandchild a crash would miss).
    args: ['--import', 'tsx', join(repoRoot, 'host-server', 'cluster', 'host-node.ts')],
    env: { HOST_NODE_PORT: String(port) },
    cwd: repoRoot,
  });
}

/**
 * Starts the cluster run's members: Redis, two soketi nodes on it, two host servers, and nginx in front
 * (a child with its own prefix under .cache, never the system service). Everything binds to 127.0.0.1.
 */
export async function startCluster(opts: { app: PusherApp; proxySecret: string; showUpstream?: boolean }): Promise<Cluster> {
  const engines = requireEngines();
  const prefix = join(repoRoot, '.cache', `cluster-${PORT_BASE}`);
  const nginxDir = join(prefix, 'nginx');
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(nginxDir, 'tmp', d), { recursive: true });
  const confFile = join(nginxDir, 'nginx.conf');
  writeFileSync(
    confFile,
    nginxConf({
      prefix: nginxDir,
      ports: clusterPorts,
      apiPrefixes: PROXIED_PREFIXES,
      proxySecret: opts.proxySecret,
      showUpstream: opts.showUpstream ?? false,
    }),
    { mode: 0o600 },
  );

  const redis = new NodeProcess({
    name: 'redis',
    port: clusterPorts.redis,
    command: engines['redis-server'],
    args: [
      '--bind',
      '127.0.0.1',
      '--port',
      String(clusterPorts.redis),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      prefix,
      '--protected-mode',
      'yes',
    ],
  });
  const nginx = new NodeProcess({
    name: 'nginx',
    port: clusterPorts.front,
    command: engines.nginx,
    args: ['-p', nginxDir, '-c', confFile, '-e', join(nginxDir, 'error.log')],
  });
  const members = [
    redis,
    ...clusterPorts.soketis.map((p, i) => soketiNode(i, p, opts.app)),
    ...clusterPorts.hosts.map((p, i) => hostNode(i, p)),
    nginx,
  ];
  const nodes = new Map(members.map((m) => [m.spec.name, m]));
  const stop = async () => {
    for (const m of [...members].reverse()) await m.stop();
  };
  try {
    await redis.start();
    // Every start settles before a failure is reported, so stop() leaves no child behind.
    const started = await Promise.allSettled(members.slice(1, -1).map((m) => m.start()));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await nginx.start();
  } catch (e) {
    await stop();
    throw e;
  }
  return { nodes, stop };
}
