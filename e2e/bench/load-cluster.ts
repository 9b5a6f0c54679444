/**
 * Cluster-run load figures, bounded and on loopback only: the single-process run against the cluster run
 * (nginx, two host servers, two soketi nodes on Redis), each started here on its own port block and
 * stopped after. HTTP: autocannon against / and the API's hot reads through the front door. Sockets:
 * LOAD_SOCKETS Pusher-protocol clients (ws) on web_member, LOAD_BROADCASTS broadcasts, delivery latency
 * and the count never delivered. Writes e2e/bench/cluster-report.md (and .json).
 *
 *   MFP_PORT_BASE=22000 npx tsx bench/load-cluster.ts     (after a build: uses the built bundles)
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { publish, PusherSocket, type PusherApp } from '../support/pusher-client';
import { percentile, startHealthySites, stopSites } from './sites';

const BASE = Number(process.env.MFP_PORT_BASE ?? 3000);
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 2_000);
const BROADCASTS = Number(process.env.LOAD_BROADCASTS ?? 3);
const HTTP_SECONDS = Number(process.env.LOAD_HTTP_SECONDS ?? 8);
const HTTP_CONNECTIONS = Number(process.env.LOAD_HTTP_CONNECTIONS ?? 20);
const DELIVERY_WAIT_MS = 10_000;
const P95_TARGET_MS = 250;
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
    // autocannon's own percentiles skip p95: each response time is kept and ranked here.
    const times: number[] = [];
    const r = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { connections: HTTP_CONNECTIONS, duration: HTTP_SECONDS, ...opts },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
        times.push(responseTime),
      );
    });
    times.sort((a, b) => a - b);
    rows.push({
      target,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    });
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
  latencies.sort((a, b) => a - b);
  return {
    clients: clients.length,
    connectFailures,
    broadcasts: BROADCASTS,
    deliveries: latencies.length,
    lost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
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

function report(results: Results, startLoad: number[], at = new Date().toISOString()): string {
  const f = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
  const lines = [
    '# Cluster load: single process vs cluster run',
    '',
    'Measured by `e2e/bench/load-cluster.ts` on loopback; only measured figures below.',
    '',
    `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${at}.`,
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
    '| run | target | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of ['single', 'cluster'] as const) {
    for (const r of results[run].http)
      lines.push(
        `| ${run} | ${r.target} | ${r.requests} | ${r.rps} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} | ${r.non2xx} |`,
      );
  }
  lines.push(
    '',
    '## Socket fan-out',
    '',
    `Target of the cluster run: zero lost, p95 under ${P95_TARGET_MS} ms on this machine.`,
    '',
    '| run | clients connected | connect failures | broadcasts | deliveries | lost | p50 ms | p95 ms | p99 ms | max ms | target holds? |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const run of ['single', 'cluster'] as const) {
    const s = results[run].sockets;
    const holds = s.lost === 0 && s.connectFailures === 0 && s.p95 < P95_TARGET_MS ? 'yes' : 'NO';
    lines.push(
      `| ${run} | ${s.clients} | ${s.connectFailures} | ${s.broadcasts} | ${s.deliveries} | ${s.lost} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.p99)} | ${f(s.max)} | ${holds} |`,
    );
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const jsonFile = join(import.meta.dirname, 'cluster-report.json');
  // --from-json: the report again from the last measured figures (after editing the text), nothing run.
  if (process.argv.includes('--from-json')) {
    const saved = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
      startLoad: number[];
      results: Results;
      at: string;
    };
    writeFileSync(
      join(import.meta.dirname, 'cluster-report.md'),
      report(saved.results, saved.startLoad, saved.at),
    );
    return;
  }
  const startLoad = os.loadavg();
  const single = await measure(false);
  const cluster = await measure(true);
  const results = { single, cluster };
  const at = new Date().toISOString();
  writeFileSync(jsonFile, JSON.stringify({ at, startLoad, results }, null, 2) + '\n');
  writeFileSync(join(import.meta.dirname, 'cluster-report.md'), report(results, startLoad, at));
  console.log(report(results, startLoad, at));
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
