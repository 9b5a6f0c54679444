/**
 * The server-rendered first view's benchmark (and the repeat visit's): the federated
 * site rendered on the server beside the same site rendered in the browser and the client-rendered monolith,
 * interleaved in one run, under the Lighthouse mobile conditions and on desktop. Writes ssr-report.json and
 * ssr-report.md beside this file (ssr-findings.md, hand-written, follows the table). Figures, not assertions.
 * Needs a build (pnpm build); builds the monolith when .cache/monolith is missing.
 *
 *   BENCH_RUNS=3          loads per cell (median)
 *   MFP_PORT_BASE=3800    port block: client-rendered host = base, server-rendered host = base+20 (--ssr-host),
 *                         monolith = BENCH_MONOLITH_PORT (default base+50)
 *   BENCH_PROFILES=mobile,desktop
 *   BENCH_SCENARIOS=home,home-repeat
 *   BENCH_OUT_DIR=/tmp/x  where ssr-report.json and ssr-report.md go (default: beside this file)
 */
import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import {
  measureFirstView,
  measureRepeatView,
  median,
  PROFILES,
  type LoadMetrics,
  type Profile,
} from './measure';
import type { Machine } from './report';
import { startSites, stopSites, waitFor } from './sites';
import {
  buildSsrReport,
  SSR_METRICS,
  SSR_VARIANTS,
  writeSsrReport,
  type SsrCell,
  type SsrVariant,
} from './ssr-report';

const root = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const MONOLITH_PORT = Number(process.env.BENCH_MONOLITH_PORT ?? BASE + 50);
// tooling/cdn/ports.ts: the server-rendering host of --ssr-host.
const SSR_PORT = BASE + 20;
const ORIGINS: Record<SsrVariant, string> = {
  federated: `http://127.0.0.1:${BASE}`,
  federatedSsr: `http://127.0.0.1:${SSR_PORT}`,
  monolith: `http://127.0.0.1:${MONOLITH_PORT}`,
};
const monolithDir = join(root, '.cache', 'monolith');
const LOBBY = '[data-testid="lobby-home"]';
const log = (...xs: unknown[]) =>
  console.error(`[ssr-bench ${new Date().toISOString().slice(11, 19)}]`, ...xs);

const SCENARIOS = [
  {
    key: 'home',
    label: 'first view of / (visitor)',
    measure: (b: Browser, p: Profile, origin: string) => measureFirstView(b, p, `${origin}/`, LOBBY),
  },
  {
    key: 'home-repeat',
    label: 'repeat visit of / (visitor; service worker and HTTP cache)',
    measure: (b: Browser, p: Profile, origin: string) => measureRepeatView(b, p, `${origin}/`, LOBBY),
  },
] as const;

function buildMonolithIfMissing(): void {
  if (existsSync(join(monolithDir, 'index.html'))) return;
  log('monolith build (missing)');
  execFileSync(
    process.execPath,
    [
      join(root, 'host-shell', 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'),
      'build',
      '--config',
      'rspack.config.ts',
    ],
    {
      cwd: join(root, 'host-shell'),
      env: { ...process.env, NODE_ENV: 'production', MFP_MONOLITH: '1', MFP_OUT_DIR: monolithDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

const loadAverage = () => loadavg().map((x) => Number(x.toFixed(2)));
const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
};

async function main() {
  const loadAtStart = loadAverage();
  buildMonolithIfMissing();
  // The host on base renders in the browser (MFP_SSR=0), --ssr-host's on base+20 on the server: the two compared.
  const sites = startSites(BASE, [`--monolith-port=${MONOLITH_PORT}`, '--ssr-host'], { MFP_SSR: '0' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stopSites(sites).finally(() => process.exit(130)));
  const profiles = (process.env.BENCH_PROFILES ?? 'mobile,desktop').split(',');
  const scenarios = SCENARIOS.filter(
    (s) => !process.env.BENCH_SCENARIOS || process.env.BENCH_SCENARIOS.split(',').includes(s.key),
  );
  const raw: Record<string, Record<string, Record<SsrVariant, LoadMetrics[]>>> = {};
  const failures: string[] = [];
  try {
    await waitFor(`${ORIGINS.federated}/api/health`, 180_000);
    await waitFor(`${ORIGINS.federatedSsr}/api/health`, 60_000);
    await waitFor(`${ORIGINS.monolith}/`, 60_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // One warm-up load per site (server caches, the render entry's first require, the OS file cache), not counted.
    for (const v of SSR_VARIANTS)
      await measureFirstView(browser, PROFILES[1] as Profile, `${ORIGINS[v]}/`, LOBBY).catch((e: Error) =>
        log('warm-up', v, e.message),
      );
    for (const profile of PROFILES.filter((p) => profiles.includes(p.name))) {
      const byScenario: Record<string, Record<SsrVariant, LoadMetrics[]>> = {};
      raw[profile.name] = byScenario;
      for (let i = 0; i < RUNS; i++)
        for (const s of scenarios)
          for (const v of SSR_VARIANTS) {
            const cell = (byScenario[s.key] ??= { federated: [], federatedSsr: [], monolith: [] });
            try {
              const r = await s.measure(browser, profile, ORIGINS[v]);
              cell[v].push(r);
              log(
                profile.name,
                `run ${i + 1}/${RUNS}`,
                s.key,
                v,
                `LCP ${Math.round(r.lcp)} ms, TTFB ${Math.round(r.ttfb)} ms, TBT ${Math.round(r.tbt)} ms`,
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
  const cells: SsrCell[] = [];
  for (const [profile, byScenario] of Object.entries(raw))
    for (const s of scenarios) {
      const runs = byScenario[s.key];
      if (!runs) continue;
      for (const metric of SSR_METRICS) {
        const each = Object.fromEntries(
          SSR_VARIANTS.map((v) => [v, runs[v].map((r) => r[metric as keyof LoadMetrics])]),
        ) as Record<SsrVariant, number[]>;
        const med = Object.fromEntries(SSR_VARIANTS.map((v) => [v, median(each[v])])) as Record<
          SsrVariant,
          number | null
        >;
        cells.push({ profile, scenario: s.key, label: s.label, metric, median: med, each });
      }
    }
  const machine: Machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    kernel: release(),
    node: process.version,
    chromium: execFileSync(CHROMIUM_PATH, ['--version']).toString().trim(),
    runs: RUNS,
    commit: process.env.BENCH_COMMIT ?? gitCommit(),
    date: new Date().toISOString(),
    loadAverage_start: loadAtStart,
    loadAverage_end: loadAverage(),
  };
  const { json, md } = buildSsrReport(machine, cells, failures);
  console.log(writeSsrReport(json, md, process.env.BENCH_OUT_DIR));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
