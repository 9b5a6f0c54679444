/**
 * Server-rendering throughput figures, bounded and on loopback only: the production run with server rendering
 * (MFP_SSR=1), started here on its own port block and stopped after. First with the micro-cache: autocannon
 * against `/` (target 500 req/s or more, p99 under 100 ms). Then with it off (MFP_PAGE_CACHE=0): the render
 * rate and p95 of each public route, every answer a fresh render. Writes e2e/bench/ssr-throughput-report.md
 * (and .json). Only measured figures; the machine's load is written beside them.
 *
 *   MFP_PORT_BASE=3800 pnpm --filter @mfp/e2e bench throughput     (after a build: uses the built bundles)
 *   pnpm --filter @mfp/e2e bench throughput --from-json            (the report again from the last figures)
 *   SSR_BENCH_BASELINE=/path/to/other/checkout pnpm --filter @mfp/e2e bench throughput
 *       (instead: the cached `/` of another checkout, built, and of this one, interleaved A B B A ... over
 *        SSR_BENCH_ROUNDS rounds, added to the last report: the machine is shared and noisy, so a before and an
 *        after are only comparable side by side)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { timedLoad, loadFigures } from '../harness/http-load';
import { hardware, machineText } from '../harness/machine';
import { table } from '../harness/markdown';
import type { Scenario } from '../harness/scenario';
import { startHealthySites, stopSites, waitFor } from '../harness/sites';
import { median as medianOrNull } from '../harness/stats';

const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const ROUTE_SECONDS = Number(process.env.SSR_BENCH_ROUTE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 20);
const ROUTE_CONNECTIONS = Number(process.env.SSR_BENCH_ROUTE_CONNECTIONS ?? 4);
const ROUNDS = Number(process.env.SSR_BENCH_ROUNDS ?? 3);
const TARGET_RPS = 500;
const TARGET_P99_MS = 100;
/** The production server rendering pages, with or without its micro-cache. */
const SSR_RUN = (pageCache: boolean): NodeJS.ProcessEnv => ({ MFP_SSR: '1', MFP_PAGE_CACHE: pageCache ? '1' : '0' });
// What a browser sends: a cached page goes out as it was compressed once when kept (brotli).
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


/** One answer looked at in full: whether the page was rendered on the server, and how the cache made it. */
/** The server render's state script: a page rendered on the server carries it. */
const SSR_STATE = 'id="mfp-ssr-state"';

async function probe(path: string): Promise<{ status: number; cache: string; rendered: boolean }> {
  const res = await fetch(`http://127.0.0.1:${BASE}${path}`, { headers: BROWSER, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, cache: res.headers.get('x-page-cache') ?? 'none', rendered: body.includes(SSR_STATE) };
}

/**
 * Waits until the run answers `/` rendered on the server (its warm-up done, the remotes' origins up), so that
 * nothing is measured while it still starts; gives up after a minute.
 */
async function untilRendered(): Promise<void> {
  const rendered = async (res: Response, body: () => Promise<string>) => res.status === 200 && (await body()).includes(SSR_STATE);
  await waitFor(`http://127.0.0.1:${BASE}/`, 60_000, rendered, { headers: BROWSER, redirect: 'manual' });
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
  compare?: Comparison;
}

/** The cached `/` of a baseline checkout and of this one, run by run in the order they ran. */
interface Comparison {
  at: string;
  baseline: string;
  current: string;
  runs: { which: 'before' | 'after'; row: Row; load: number[] }[];
}

const ROOT = join(import.meta.dirname, '..', '..', '..');
const commitOf = (root: string): string => execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

/**
 * The production run of a checkout, as sites.ts starts this one's (same port block, same environment), but from
 * `root`: the baseline of a comparison is another checkout with its own build.
 */
async function startCheckout(root: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const out = openSync(join('/tmp', `mfp-bench-${BASE}.log`), 'w');
  const sites = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'host-server', 'start.ts'), '--no-build'], {
    cwd: root,
    detached: true,
    env: { ...process.env, MFP_PORT_BASE: String(BASE), DB_FILE: join('/tmp', `mfp-bench-${BASE}-${Date.now()}.sqlite`), TEST_ROUTES: '1', ...env },
    stdio: ['ignore', out, out],
  });
  await waitFor(`http://127.0.0.1:${BASE}/api/health`, 180_000);
  return sites;
}

async function compare(baseline: string): Promise<Comparison> {
  const at = new Date().toISOString();
  const runs: Comparison['runs'] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A B, then B A: a drift of the machine's load over the rounds weighs on both alike.
    const order: ('before' | 'after')[] = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const which of order) {
      const sites = await startCheckout(which === 'before' ? baseline : ROOT, SSR_RUN(true));
      try {
        await untilRendered();
        const row = await load('GET / (micro-cache)', '/', CONNECTIONS, SECONDS);
        runs.push({ which, row, load: os.loadavg() });
        console.log(`${which}: ${row.rps} req/s, p99 ${Math.round(row.p99)} ms, load ${os.loadavg()[0]?.toFixed(2)}`);
      } finally {
        await stopSites(sites);
      }
    }
  }
  return { at, baseline: commitOf(baseline), current: commitOf(ROOT), runs };
}

const median = (values: number[]): number => medianOrNull(values) ?? NaN;

function comparisonReport(c: Comparison): string[] {
  const of = (which: 'before' | 'after') => c.runs.filter((r) => r.which === which);
  const rps = (which: 'before' | 'after') => median(of(which).map((r) => r.row.rps));
  const p99 = (which: 'before' | 'after') => median(of(which).map((r) => r.row.p99));
  return [
    '',
    `## Before and after: cached \`/\`, ${c.baseline} (before) and ${c.current} (after), interleaved, ${CONNECTIONS} connections x ${SECONDS} s each`,
    '',
    `Measured ${c.at} by \`--compare\`: each checkout's own production run on the same port block, started and stopped in turn (A B, B A, ...).`,
    '',
    '| run | checkout | requests | req/s | p50 ms | p95 ms | p99 ms | errors | cache | load (1 min) after |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...c.runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.which} | ${r.row.requests} | ${r.row.rps} | ${Math.round(r.row.p50)} | ${Math.round(r.row.p95)} | ${Math.round(r.row.p99)} | ${r.row.errors} | ${r.row.cache} | ${r.load[0]?.toFixed(2) ?? 'n/a'} |`,
    ),
    '',
    `Median: before ${Math.round(rps('before'))} req/s, p99 ${Math.round(p99('before'))} ms; after ${Math.round(rps('after'))} req/s, p99 ${Math.round(p99('after'))} ms; after/before ${(rps('after') / rps('before')).toFixed(2)} (req/s), ${(p99('after') / p99('before')).toFixed(2)} (p99).`,
  ];
}

async function measure(): Promise<Results> {
  const at = new Date().toISOString();
  const startLoad = os.loadavg();
  let run = await startHealthySites(BASE, [], SSR_RUN(true));
  let cached: Results['cached'];
  try {
    await untilRendered();
    cached = { row: await load('GET / (micro-cache)', '/', CONNECTIONS, SECONDS), load: os.loadavg() };
  } finally {
    await stopSites(run);
  }
  run = await startHealthySites(BASE, [], SSR_RUN(false));
  const rows: (Row & { name: string })[] = [];
  try {
    await untilRendered();
    for (const { name, path } of ROUTES) {
      await probe(path);
      rows.push({ name, ...(await load(name, path, ROUTE_CONNECTIONS, ROUTE_SECONDS)) });
    }
  } finally {
    await stopSites(run);
  }
  return { at, startLoad, cached, uncached: { rows, load: os.loadavg() } };
}

function report({ at, startLoad, cached, uncached, compare: comparison }: Results): string {
  const f = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');
  const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
  const c = cached.row;
  const holds = c.rps >= TARGET_RPS && c.p99 < TARGET_P99_MS;
  const lines = [
    '# Server rendering throughput: micro-cache and uncached renders',
    '',
    'Measured by `pnpm --filter @mfp/e2e bench throughput` on loopback (autocannon in the bench process; the server',
    'is `host-server/start.ts --no-build` with `MFP_SSR=1`, started by the script on its port block); only measured figures below.',
    '',
    `- Machine: ${machineText(hardware(), at)}`,
    `- Load average (1, 5, 15 min): at start ${loadText(startLoad)}; after the cached run ${loadText(cached.load)}; after the uncached runs ${loadText(uncached.load)}.`,
    '  Read every figure with the load average: the load generator, the host server, the API and the other work on this',
    '  machine share its cores, so a load well above the core count slows all figures below.',
    `- Requests as a phone browser sends them (Accept-Encoding br, gzip; an Android User-Agent): a cached answer is the kept page as compressed once when kept (brotli; host-server/cdn/page-cache.ts), the same bytes for every visitor; a fresh render is compressed as it streams.`,
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
    ...(comparison ? comparisonReport(comparison) : []),
  ];
  return lines.join('\n') + '\n';
}

/** The last saved figures with a before-and-after comparison of the cached `/` added. */
async function withComparison(baseline: string): Promise<Results> {
  const last = JSON.parse(readFileSync(join(process.env.BENCH_OUT_DIR ?? join(import.meta.dirname, '..'), 'ssr-throughput-report.json'), 'utf8')) as Results;
  return { ...last, compare: await compare(baseline) };
}

export const throughput: Scenario<Results> = {
  name: 'throughput',
  summary: 'server-render throughput: / through the micro-cache, then each route rendered fresh (ssr-throughput-report.md)',
  report: 'ssr-throughput-report',
  measure: () => {
    const baseline = process.env.SSR_BENCH_BASELINE;
    return baseline ? withComparison(baseline) : measure();
  },
  render: (results) => ({ json: results, md: report(results) }),
  fromSaved: (json) => json as Results,
};
