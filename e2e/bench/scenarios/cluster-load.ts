/**
 * Cluster-run load figures, bounded and on loopback only: the single-process run against the cluster run
 * (nginx, two host servers, two soketi nodes on Redis), each started here on its own port block and
 * stopped after. HTTP: autocannon against / and the API's hot reads through the front door. Sockets:
 * LOAD_SOCKETS Pusher-protocol clients (ws) on web_member, LOAD_BROADCASTS broadcasts, delivery latency
 * and the count never delivered. Writes e2e/bench/cluster-report.md (and .json).
 *
 *   MFP_PORT_BASE=3800 pnpm --filter @mfp/e2e bench cluster-load     (after a build: uses the built bundles)
 *   LOAD_SOCKETS=2000 LOAD_BROADCASTS=3 LOAD_HTTP_SECONDS=8 LOAD_HTTP_CONNECTIONS=20   (the defaults)
 */
import type autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { publish, PusherSocket, type PusherApp } from '../../support/pusher-client';
import { loadFigures, timedLoad } from '../harness/http-load';
import { hardware, loadText, machineText, type Hardware } from '../harness/machine';
import { table, whole } from '../harness/markdown';
import type { Scenario } from '../harness/scenario';
import { startHealthySites, stopSites } from '../harness/sites';
import { percentile } from '../harness/stats';

const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 2_000);
const BROADCASTS = Number(process.env.LOAD_BROADCASTS ?? 3);
const HTTP_SECONDS = Number(process.env.LOAD_HTTP_SECONDS ?? 8);
const HTTP_CONNECTIONS = Number(process.env.LOAD_HTTP_CONNECTIONS ?? 20);
const DELIVERY_WAIT_MS = 10_000;
const P95_TARGET_MS = 250;
/** The two runs compared, in the order they are measured and reported. */
const RUNS = ['single', 'cluster'] as const;
const app: PusherApp = { appId: 'mfp', key: 'mfp-key', secret: randomBytes(24).toString('hex') };

interface HttpRow {
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}
interface SocketRow {
  clients: number;
  connectFailures: number;
  broadcasts: number;
  deliveries: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function httpLoad(): Promise<HttpRow[]> {
  const front = `http://127.0.0.1:${BASE}`;
  const json = { 'content-type': 'application/json' };
  const targets: { target: string; opts: autocannon.Options }[] = [
    { target: 'GET /', opts: { url: `${front}/` } },
    {
      target: 'POST /api/arks/web/site/detail',
      opts: {
        url: `${front}/api/arks/web/site/detail`,
        method: 'POST',
        headers: json,
        body: '{"site_id":"1"}',
      },
    },
    {
      target: 'POST /api/v3/game_list',
      opts: {
        url: `${front}/api/v3/game_list`,
        method: 'POST',
        headers: json,
        body: '{"currency":"BDT","site_id":"1","support_device":"1","template":"bd01"}',
      },
    },
    {
      target: 'POST /api/arks/web/carousel_picture',
      opts: {
        url: `${front}/api/arks/web/carousel_picture`,
        method: 'POST',
        headers: json,
        body: '{"site_id":"1","use_type":1}',
      },
    },
  ];
  const rows: HttpRow[] = [];
  for (const { target, opts } of targets) {
    const run = await timedLoad({ connections: HTTP_CONNECTIONS, duration: HTTP_SECONDS, ...opts });
    const { p50, p95, p99, ...counts } = loadFigures(run);
    rows.push({ target, ...counts, p50, p95, p99, non2xx: run.result.non2xx });
  }
  return rows;
}

async function socketFanOut(): Promise<SocketRow> {
  const port = BASE + 3001;
  const clients: PusherSocket[] = [];
  let connectFailures = 0;
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(100, SOCKETS - i) }, async () => {
        const s = await PusherSocket.connect(port, app.key, 20_000);
        if ((await s.subscribe('web_member', undefined, 20_000)) !== 'ok') throw new Error('refused');
        return s;
      }),
    );
    for (const b of batch) {
      if (b.status === 'fulfilled') clients.push(b.value);
      else connectFailures++;
    }
  }
  await sleep(1_000);
  const latencies: number[] = [];
  let lost = 0;
  for (let n = 0; n < BROADCASTS; n++) {
    const id = `load-${n}-${Date.now()}`;
    const sentAt = Date.now();
    const status = await publish(port, app, 'web_member', 'cs-link', { url: `https://${id}.example/` });
    if (status !== 200) throw new Error(`publish answered ${status}`);
    const deadline = sentAt + DELIVERY_WAIT_MS;
    const arrived = () => clients.filter((c) => c.events.some((e) => e.data.includes(id))).length;
    while (Date.now() < deadline && arrived() < clients.length) await sleep(50);
    for (const c of clients) {
      const e = c.events.find((ev) => ev.data.includes(id));
      if (e) latencies.push(e.at - sentAt);
      else lost++;
    }
    await sleep(1_000);
  }
  for (const c of clients) c.close();
  return {
    clients: clients.length,
    connectFailures,
    broadcasts: BROADCASTS,
    deliveries: latencies.length,
    lost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : NaN,
  };
}

async function measure(cluster: boolean): Promise<{ http: HttpRow[]; sockets: SocketRow; load: number[] }> {
  const run = await startHealthySites(BASE, cluster ? ['--cluster'] : [], {
    PUSHER_APP_SECRET: app.secret,
    LIMIT_CAPTCHA_PER_IP_SECOND: '100000',
  });
  try {
    await sleep(3_000);
    const http = await httpLoad();
    const sockets = await socketFanOut();
    return { http, sockets, load: os.loadavg() };
  } finally {
    await stopSites(run);
  }
}

type Results = Record<'single' | 'cluster', Awaited<ReturnType<typeof measure>>>;
interface Saved {
  at: string;
  machine?: Hardware;
  startLoad: number[];
  results: Results;
}

function report({ results, startLoad, at, machine = hardware() }: Saved): string {
  const f = whole;
  const load = loadText;
  const lines = [
    '# Cluster load: single process vs cluster run',
    '',
    'Measured by `pnpm --filter @mfp/e2e bench cluster-load` on loopback; only measured figures below.',
    '',
    `- Machine: ${machineText(machine, at)}`,
    `- Load average (1, 5, 15 min): at start ${load(startLoad)}; after the single run ${load(results.single.load)}; after the cluster run ${load(results.cluster.load)}.`,
    "  Read the figures with the load average: other work on this machine slows them; and on 2 cores the cluster's extra processes",
    "  (nginx, a second host server, a second soketi, Redis) compete for the same CPU as the load generator.",
    `- HTTP: autocannon, ${HTTP_CONNECTIONS} connections x ${HTTP_SECONDS} s per target, through the front door (single: the host server's proxy; cluster: nginx).`,
    `- Sockets: ${SOCKETS} Pusher-protocol clients (ws) subscribed to web_member through the socket origin (single: the one soketi; cluster: nginx over two soketi nodes on Redis),`,
    `  ${BROADCASTS} broadcasts published through the same origin, latency from the publish call to the frame's arrival; "lost" = not arrived within ${DELIVERY_WAIT_MS / 1000} s.`,
    "- Reading: in the single run every /api call crosses the host server's Node proxy before the API; in the cluster run nginx sends it to the",
    '  API directly, so the API rows compare the front doors more than the number of host servers. The load average fell during the runs',
    '  (see above), which favours the second (cluster) run. The socket rows use the same client and publish code; the cluster adds the',
    '  nginx hop on both the sockets and the publish, and the Redis hop for the half of the clients on the node that did not take the publish.',
    '',
    '## HTTP',
    '',
    ...table(
      ['run', 'target', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx'],
      RUNS.flatMap((run) =>
        results[run].http.map((r) => [run, r.target, r.requests, r.rps, f(r.p50), f(r.p95), f(r.p99), r.errors, r.non2xx]),
      ),
    ),
  ];
  lines.push(
    '',
    '## Socket fan-out',
    '',
    `Target of the cluster run: zero lost, p95 under ${P95_TARGET_MS} ms on this machine.`,
    '',
    ...table(
      ['run', 'clients connected', 'connect failures', 'broadcasts', 'deliveries', 'lost', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target holds?'],
      RUNS.map((run) => {
        const s = results[run].sockets;
        const holds = s.lost === 0 && s.connectFailures === 0 && s.p95 < P95_TARGET_MS ? 'yes' : 'NO';
        return [run, s.clients, s.connectFailures, s.broadcasts, s.deliveries, s.lost, f(s.p50), f(s.p95), f(s.p99), f(s.max), holds];
      }),
    ),
  );
  return lines.join('\n') + '\n';
}

export const clusterLoad: Scenario<Saved> = {
  name: 'cluster-load',
  summary: 'HTTP load and socket fan-out, single process vs the cluster run (cluster-report.md)',
  report: 'cluster-report',
  measure: async () => {
    const startLoad = os.loadavg();
    const single = await measure(false);
    const cluster = await measure(true);
    return { at: new Date().toISOString(), machine: hardware(), startLoad, results: { single, cluster } };
  },
  render: (saved) => ({ json: saved, md: report(saved) }),
  fromSaved: (json) => json as Saved,
};
