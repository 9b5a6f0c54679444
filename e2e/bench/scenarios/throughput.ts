/**
 * Server-rendering throughput figures, bounded and on loopback only: the production run with server rendering
 * (MFP_SSR=1), started here on its own port block and stopped after. First with the micro-cache: autocannon
 * against `/` (target 500 req/s or more, p99 under 100 ms). Then with it off (MFP_PAGE_CACHE=0): the render
 * rate and p95 of each public route, every answer a fresh render. Writes e2e/bench/ssr-throughput-report.md
 * (and .json). Only measured figures; the machine's load is written beside them.
 *
 *   MFP_PORT_BASE=3800 pnpm --filter @mfp/e2e bench throughput     (after a build: uses the built bundles)
 *   pnpm --filter @mfp/e2e bench throughput --from-json            (the report again from the last figures)
 */
import os from 'node:os';
import { timedLoad, loadFigures } from '../harness/http-load';
import { hardware, machineText } from '../harness/machine';
import { table } from '../harness/markdown';
import type { Scenario } from '../harness/scenario';
import { startHealthySites, stopSites } from '../harness/sites';

const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const ROUTE_SECONDS = Number(process.env.SSR_BENCH_ROUTE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 20);
const ROUTE_CONNECTIONS = Number(process.env.SSR_BENCH_ROUTE_CONNECTIONS ?? 4);
const TARGET_RPS = 500;
const TARGET_P99_MS = 100;
/** The production server rendering pages, with or without its micro-cache. */
const SSR_RUN = (pageCache: boolean): NodeJS.ProcessEnv => ({ MFP_SSR: '1', MFP_PAGE_CACHE: pageCache ? '1' : '0' });
// What a browser sends: a cached page goes out gzipped from its parts deflated once, joined around each answer's nonce.
const BROWSER = {
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
};

/** The public routes the server renders (the error screen by an unknown path). */
const ROUTES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'hall', path: '/gameHall/2' },
  { name: 'slot list', path: '/slotgame?gt_id=2&gp_id=PG' },
  { name: 'discount', path: '/discount' },
  { name: 'FAQ', path: '/faq' },
  { name: 'news', path: '/main' },
  { name: 'sponsor', path: '/sponsor' },
  { name: 'app', path: '/app' },
  { name: 'register', path: '/register' },
  { name: 'error screen (404)', path: '/no-such-page' },
];

interface Row {
  target: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statuses: string;
  /** How the answers were made: x-page-cache HIT / MISS / none (streamed render or static page). */
  cache: string;
  /** Answers that were server-rendered (they carry the render state), of those counted. */
  rendered: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One answer looked at in full: whether the page was rendered on the server, and how the cache made it. */
async function probe(path: string): Promise<{ status: number; cache: string; rendered: boolean }> {
  const res = await fetch(`http://127.0.0.1:${BASE}${path}`, { headers: BROWSER, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, cache: res.headers.get('x-page-cache') ?? 'none', rendered: body.includes('id="mfp-ssr-state"') };
}

async function load(target: string, path: string, connections: number, seconds: number): Promise<Row> {
  const run = await timedLoad({ url: `http://127.0.0.1:${BASE}${path}`, headers: BROWSER, connections, duration: seconds });
  const statuses = run.statuses;
  // Sampled after the load, so they say how the answers of this run were made.
  const probes = await Promise.all([probe(path), probe(path), probe(path)]);
  return {
    target: `GET ${path}`,
    connections,
    seconds,
    ...loadFigures(run),
    statuses: [...statuses].map(([s, n]) => `${s}: ${n}`).join(', '),
    cache: probes.map((p) => p.cache).join(' '),
    rendered: `${probes.filter((p) => p.rendered).length}/${probes.length}`,
  };
}

interface Results {
  at: string;
  startLoad: number[];
  cached: { row: Row; load: number[] };
  uncached: { rows: (Row & { name: string })[]; load: number[] };
}

async function measure(): Promise<Results> {
  const at = new Date().toISOString();
  const startLoad = os.loadavg();
  let run = await startHealthySites(BASE, [], SSR_RUN(true));
  let cached: Results['cached'];
  try {
    await sleep(2_000);
    await probe('/');
    cached = { row: await load('GET / (micro-cache)', '/', CONNECTIONS, SECONDS), load: os.loadavg() };
  } finally {
    await stopSites(run);
  }
  run = await startHealthySites(BASE, [], SSR_RUN(false));
  const rows: (Row & { name: string })[] = [];
  try {
    await sleep(2_000);
    for (const { name, path } of ROUTES) {
      await probe(path);
      rows.push({ name, ...(await load(name, path, ROUTE_CONNECTIONS, ROUTE_SECONDS)) });
    }
  } finally {
    await stopSites(run);
  }
  return { at, startLoad, cached, uncached: { rows, load: os.loadavg() } };
}

function report({ at, startLoad, cached, uncached }: Results): string {
  const f = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');
  const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
  const c = cached.row;
  const holds = c.rps >= TARGET_RPS && c.p99 < TARGET_P99_MS;
  const lines = [
    '# Server rendering throughput: micro-cache and uncached renders',
    '',
    'Measured by `pnpm --filter @mfp/e2e bench throughput` on loopback (autocannon in the bench process; the server',
    'is `tooling/start.ts --no-build` with `MFP_SSR=1`, started by the script on its port block); only measured figures below.',
    '',
    `- Machine: ${machineText(hardware(), at)}`,
    `- Load average (1, 5, 15 min): at start ${loadText(startLoad)}; after the cached run ${loadText(cached.load)}; after the uncached runs ${loadText(uncached.load)}.`,
    '  Read every figure with the load average: the load generator, the host server, the API and the other work on this',
    '  machine share its cores, so a load well above the core count slows all figures below.',
    `- Requests as a phone browser sends them (Accept-Encoding br, gzip; an Android User-Agent): a cached answer is gzip joined from parts deflated once around its own nonce (tooling/cdn/joined-gzip.ts); a fresh render is compressed as it streams.`,
    `- "cache" and "rendered": three answers fetched after each run, their x-page-cache header (HIT, MISS, none = not from the cache) and`,
    '  whether they hold the server render state (a page that missed the render budget is the static page, rendered in the browser).',
    '',
    `## With the micro-cache: \`/\`, ${CONNECTIONS} connections x ${SECONDS} s`,
    '',
    `Target: ${TARGET_RPS} req/s or more, p99 under ${TARGET_P99_MS} ms. Holds: **${holds ? 'yes' : 'NO'}**.`,
    '',
    ...table(
      ['target', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'statuses', 'cache', 'rendered'],
      [[c.target, c.requests, c.rps, f(c.p50), f(c.p95), f(c.p99), c.errors, c.statuses, c.cache, c.rendered]],
    ),
    '',
    `## Without the cache (MFP_PAGE_CACHE=0): every answer a fresh render, ${ROUTE_CONNECTIONS} connections x ${ROUTE_SECONDS} s per route`,
    '',
    ...table(
      ['route', 'target', 'requests', 'renders/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'statuses', 'cache', 'rendered'],
      uncached.rows.map((r) => [r.name, r.target, r.requests, r.rps, f(r.p50), f(r.p95), f(r.p99), r.errors, r.statuses, r.cache, r.rendered]),
    ),
  ];
  return lines.join('\n') + '\n';
}

export const throughput: Scenario<Results> = {
  name: 'throughput',
  summary: 'server-render throughput: / through the micro-cache, then each route rendered fresh (ssr-throughput-report.md)',
  report: 'ssr-throughput-report',
  measure: () => measure(),
  render: (results) => ({ json: results, md: report(results) }),
  fromSaved: (json) => json as Results,
};
