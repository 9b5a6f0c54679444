/**
 * Performance benchmark (DESIGN.md section 10): the federated production run against
 * a monolith build of the same sources, measured in the same run (interleaved, federated then monolith
 * for every load), in Debian's Chromium. Writes report.json and report.md beside this file and prints
 * the table. Figures, not assertions.
 *
 *   BENCH_RUNS=5          cold loads per cell (median)
 *   BENCH_SKIP_BUILDS=1   no timed builds (uses the dist/ folders there are; builds the monolith if missing)
 *   MFP_PORT_BASE=3800    port block of the federated site; BENCH_MONOLITH_PORT (default base+50)
 *   BENCH_PROFILES=desktop,mobile
 *   BENCH_SCENARIOS=home,home-repeat   only these scenarios (keys of SCENARIOS)
 *   BENCH_OUT_DIR=/tmp/x               where report.json and report.md go (default: beside this file)
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureClick, measureFirstView, measureRepeatView, median, PROFILES, type LoadMetrics, type Profile } from './measure';
import { buildReport, writeReport, type Cell, type Machine } from './report';
import { startSites, stopSites, waitFor } from './sites';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const root = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SKIP_BUILDS = process.env.BENCH_SKIP_BUILDS === '1';
const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const MONOLITH_PORT = Number(process.env.BENCH_MONOLITH_PORT ?? BASE + 50);
const API = `http://127.0.0.1:${BASE + 1000}`;
const ORIGINS = {
  federated: `http://127.0.0.1:${BASE}`,
  monolith: `http://127.0.0.1:${MONOLITH_PORT}`,
} as const;
type Variant = keyof typeof ORIGINS;
const VARIANTS = Object.keys(ORIGINS) as Variant[];
const MEMBER_ID = Number(process.env.BENCH_MEMBER_ID ?? 10001);
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const monolithDir = join(root, '.cache', 'monolith');
const log = (...xs: unknown[]) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...xs);

function timed(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  const t0 = performance.now();
  execFileSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return performance.now() - t0;
}

const rspack = (folder: string) => join(root, folder, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const buildMonolith = () =>
  timed(
    process.execPath,
    [rspack('host-shell'), 'build', '--config', 'rspack.config.ts'],
    join(root, 'host-shell'),
    {
      NODE_ENV: 'production',
      MFP_MONOLITH: '1',
      MFP_OUT_DIR: monolithDir,
    },
  );

/** Wall-clock build times: every package (two at a time, as `pnpm build`), one remote again, the monolith. */
function buildTimes() {
  if (SKIP_BUILDS) {
    if (!existsSync(join(monolithDir, 'index.html'))) buildMonolith();
    return null;
  }
  log('full production build of every package');
  const fullBuildMs = timed(process.execPath, [tsx, join(root, 'tooling', 'build-all.ts')], root);
  log('rebuild of one remote (mfe-games)');
  const oneRemoteRebuildMs = timed(
    process.execPath,
    [rspack('mfe-games'), 'build', '--config', 'rspack.config.ts'],
    join(root, 'mfe-games'),
    {
      NODE_ENV: 'production',
    },
  );
  log('monolith build');
  const monolithBuildMs = buildMonolith();
  return { fullBuildMs, oneRemoteRebuildMs, monolithBuildMs };
}

/** Both sites and the backend (bench/sites.ts). */
// Suite 1 compares the client-rendered federated build with the monolith (MFP_SSR=0; ssr-bench.ts adds the server render).
const startFederatedAndMonolith = () => startSites(BASE, [`--monolith-port=${MONOLITH_PORT}`], { MFP_SSR: '0' });

/** A hand-off (spec 2) for the bench member, minted through the server's loopback test route. */
async function handOff(): Promise<string> {
  const res = await fetch(`${API}/__test/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ member_id: MEMBER_ID }),
  });
  const body = (await res.json()) as { data?: { enc?: string } };
  if (!body.data?.enc) throw new Error(`hand-off failed: ${JSON.stringify(body)}`);
  return body.data.enc;
}

const loginAsMember = async (page: Page, origin: string) => {
  await page.goto(`${origin}/?enc=${encodeURIComponent(await handOff())}`, {
    waitUntil: 'load',
    timeout: 120_000,
  });
  await page.waitForFunction(() => localStorage.getItem('token') !== null, undefined, {
    timeout: 120_000,
    polling: 200,
  });
};

const LOBBY = '[data-testid="lobby-home"]';
// The member center's frame (its menu is a drawer on mobile).
const MEMBER_CENTER = '[data-testid="member-center"]';

interface FirstView {
  /** repeatView: a second visit in the same context (service worker and HTTP cache), measured like a first view. */
  kind: 'firstView' | 'repeatView';
  key: string;
  label: string;
  path: string;
  ready: string;
  member?: boolean;
}
interface Click {
  kind: 'click';
  key: string;
  label: string;
  path: string;
  ready: string;
  /** CSS selector of what the user clicks (the first visible match). */
  clickSel: string;
  target: string;
}
const SCENARIOS: (FirstView | Click)[] = [
  { kind: 'firstView', key: 'home', label: 'first view of / (visitor)', path: '/', ready: LOBBY },
  { kind: 'repeatView', key: 'home-repeat', label: 'repeat visit of / (visitor; service worker and HTTP cache)', path: '/', ready: LOBBY },
  {
    kind: 'click',
    key: 'login',
    label: 'click Login -> login form visible',
    path: '/',
    ready: LOBBY,
    clickSel: '[data-testid="header-login"]',
    target: '[data-testid="login-modal"] input[type="password"]',
  },
  {
    kind: 'click',
    key: 'hall',
    label: 'click a hall (Slots) -> game list visible',
    path: '/',
    ready: LOBBY,
    clickSel: 'a[href="/gameHall/2"]',
    target: '[data-testid="provider-list"]',
  },
  {
    kind: 'firstView',
    key: 'member',
    label: 'member window /user/Info (member)',
    path: '/user/Info',
    ready: MEMBER_CENTER,
    member: true,
  },
];

async function measureOnce(
  browser: Browser,
  profile: Profile,
  s: FirstView | Click,
  origin: string,
): Promise<LoadMetrics | number> {
  if (s.kind === 'click') return measureClick(browser, profile, origin + s.path, s.ready, s.clickSel, s.target);
  if (s.kind === 'repeatView') return measureRepeatView(browser, profile, origin + s.path, s.ready);
  return measureFirstView(
    browser,
    profile,
    origin + s.path,
    s.ready,
    s.member ? (p) => loginAsMember(p, origin) : undefined,
  );
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

function machine(when: 'start' | 'end') {
  return { [`loadAverage_${when}`]: loadavg().map((x) => Number(x.toFixed(2))) };
}

async function main() {
  const atStart = machine('start');
  const builds = buildTimes();
  const sites = startFederatedAndMonolith();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stopSites(sites).finally(() => process.exit(130)));
  const profiles = (process.env.BENCH_PROFILES ?? 'mobile,desktop').split(',');
  const raw: Record<string, Record<string, Record<Variant, (LoadMetrics | number)[]>>> = {};
  const failures: string[] = [];
  try {
    await waitFor(`${ORIGINS.federated}/api/health`, 180_000);
    await waitFor(`${ORIGINS.monolith}/`, 60_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // One warm-up load per site (server-side caches, soketi, the OS file cache), not counted.
    for (const v of VARIANTS)
      await measureFirstView(browser, PROFILES[1] as Profile, `${ORIGINS[v]}/`, LOBBY).catch((e: Error) =>
        log('warm-up', v, e.message),
      );
    for (const profile of PROFILES.filter((p) => profiles.includes(p.name))) {
      const cells: Record<string, Record<Variant, (LoadMetrics | number)[]>> = {};
      raw[profile.name] = cells;
      for (let i = 0; i < RUNS; i++)
        for (const s of SCENARIOS.filter((x) => !process.env.BENCH_SCENARIOS || process.env.BENCH_SCENARIOS.split(',').includes(x.key)))
          for (const v of VARIANTS) {
            const cell = (cells[s.key] ??= { federated: [], monolith: [] });
            try {
              const r = await measureOnce(browser, profile, s, ORIGINS[v]);
              cell[v].push(r);
              log(
                profile.name,
                `run ${i + 1}/${RUNS}`,
                s.key,
                v,
                typeof r === 'number'
                  ? `${Math.round(r)} ms`
                  : `LCP ${Math.round(r.lcp)} ms, JS ${Math.round(r.jsBytesAll / 1024)} KB`,
              );
            } catch (e) {
              failures.push(
                `${profile.name} ${s.key} ${v} run ${i + 1}: ${(e as Error).message.split('\n')[0]}`,
              );
              log('FAILED', failures.at(-1));
            }
          }
    }
    await browser.close();
  } finally {
    await stopSites(sites);
  }
  const cells: Cell[] = [];
  for (const [profile, byScenario] of Object.entries(raw))
    for (const s of SCENARIOS) {
      const runs = byScenario[s.key];
      if (!runs) continue;
      const keys: (keyof LoadMetrics)[] = ['lcp', 'fcp', 'tbt', 'cls', 'requests', 'jsBytes', 'jsBytesAll', 'ready'];
      const med = (v: Variant, k?: keyof LoadMetrics) =>
        median(runs[v].map((r) => (typeof r === 'number' ? r : (r[k as keyof LoadMetrics] as number))));
      if (s.kind === 'click')
        cells.push({
          profile,
          scenario: s.key,
          label: s.label,
          metric: 'click',
          federated: med('federated'),
          monolith: med('monolith'),
          samples: [runs.federated.length, runs.monolith.length],
        });
      else
        for (const k of keys)
          cells.push({
            profile,
            scenario: s.key,
            label: s.label,
            metric: k,
            federated: med('federated', k),
            monolith: med('monolith', k),
            samples: [runs.federated.length, runs.monolith.length],
          });
    }
  const m: Machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    kernel: release(),
    node: process.version,
    chromium: execFileSync(CHROMIUM_PATH, ['--version']).toString().trim(),
    runs: RUNS,
    commit: process.env.BENCH_COMMIT ?? gitCommit(),
    date: new Date().toISOString(),
    ...(atStart as { loadAverage_start: number[] }),
    ...(machine('end') as { loadAverage_end: number[] }),
  };
  const { json, md } = buildReport(m, builds, cells, failures, raw);
  console.log(writeReport(json, md, process.env.BENCH_OUT_DIR));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
