/**
 * Lighthouse in the bench: Lighthouse 12 (13 needs Node 22) drives Debian's Chromium over
 * its debugging port, mobile preset (its default simulated throttling, as PageSpeed Insights reports it) and
 * desktop preset, on the federated production run with the server render on and on the client-rendered
 * monolith of the same sources, in the same run, interleaved page by page. Writes lighthouse-report.json and
 * lighthouse-report.md beside this file (or in BENCH_OUT_DIR). Figures, not assertions.
 *
 *   BENCH_LH_RUNS=3              runs per cell (median)
 *   BENCH_LH_PRESETS=mobile,desktop
 *   BENCH_LH_PAGES=/,/gameHall/3  only these pages (default: the listed pages and the member window)
 *   MFP_PORT_BASE=3800           port block of the federated site; the monolith on base+50, Chromium on base+60
 *   BENCH_LH_BEFORE_BASE=3830    also measure an earlier build of the site running on that port block ('before',
 *                                started by the caller from that build's folder), interleaved with the others
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium, runLighthouse, type LighthouseFigures, type Preset } from './lighthouse-run';
import { lighthouseReport, type LighthouseCell } from './lighthouse-report';
import { startSites, stopSites, waitFor } from './sites';

const root = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const MONOLITH_PORT = BASE + 50;
const CHROME_PORT = BASE + 60;
const BEFORE_BASE = process.env.BENCH_LH_BEFORE_BASE ? Number(process.env.BENCH_LH_BEFORE_BASE) : undefined;
type Variant = 'federated' | 'monolith' | 'before';
const ORIGINS: Partial<Record<Variant, string>> = {
  federated: `http://127.0.0.1:${BASE}`,
  monolith: `http://127.0.0.1:${MONOLITH_PORT}`,
  ...(BEFORE_BASE ? { before: `http://127.0.0.1:${BEFORE_BASE}` } : {}),
};
/** The backend each variant logs in through (the monolith shares the federated run's). */
const apiOf = (v: Variant) =>
  `http://127.0.0.1:${(v === 'before' && BEFORE_BASE ? BEFORE_BASE : BASE) + 1000}`;
const MEMBER_PAGE = '/user/Info';
const PAGES = (process.env.BENCH_LH_PAGES ?? `/,/gameHall/3,/main,/discount,/register,${MEMBER_PAGE}`).split(
  ',',
);
const PRESETS = (process.env.BENCH_LH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const MEMBER_ID = Number(process.env.BENCH_MEMBER_ID ?? 10001);
const log = (...xs: unknown[]) =>
  console.error(`[lighthouse ${new Date().toISOString().slice(11, 19)}]`, ...xs);
const monolithDir = join(root, '.cache', 'monolith');

/** The monolith baseline (the host with every remote's exposes bundled in), built once if missing. */
function ensureMonolith(): void {
  if (existsSync(join(monolithDir, 'index.html'))) return;
  log('building the monolith');
  execFileSync(
    process.execPath,
    [
      join(root, 'host-shell/node_modules/@rspack/cli/bin/rspack.js'),
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

/** Logs the bench member in on `origin` through the hand-off (spec 2), in the Chromium Lighthouse drives. */
async function logIn(origin: string, api: string): Promise<void> {
  const res = await fetch(`${api}/__test/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ member_id: MEMBER_ID }),
  });
  const enc = ((await res.json()) as { data?: { enc?: string } }).data?.enc;
  if (!enc) throw new Error('hand-off failed');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${CHROME_PORT}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/?enc=${encodeURIComponent(enc)}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => localStorage.getItem('token') !== null, undefined, { timeout: 120_000 });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** A member's run keeps the session: the HTTP cache alone is emptied before it, as Lighthouse does otherwise. */
async function clearCache(): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${CHROME_PORT}`);
  try {
    const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await browser.close();
  }
}

async function main() {
  const loadStart = loadavg().map((x) => Number(x.toFixed(2)));
  ensureMonolith();
  const sites = startSites(BASE, [`--monolith-port=${MONOLITH_PORT}`]);
  const raw: Record<string, LighthouseFigures[]> = {};
  const failures: string[] = [];
  try {
    await waitFor(`${ORIGINS.federated}/api/health`, 180_000);
    await waitFor(`${ORIGINS.monolith}/`, 60_000);
    if (ORIGINS.before) await waitFor(`${ORIGINS.before}/api/health`, 60_000);
    for (const preset of PRESETS)
      for (let run = 1; run <= RUNS; run++)
        for (const path of PAGES)
          for (const [variant, origin] of Object.entries(ORIGINS) as [Variant, string][]) {
            const key = `${preset} ${path} ${variant}`;
            // A browser of its own per run: no cache, storage or warmed-up process from the last one.
            const chrome = await launchChromium(CHROME_PORT);
            try {
              const member = path === MEMBER_PAGE;
              if (member) {
                await logIn(origin, apiOf(variant));
                await clearCache();
              }
              const figures = await runLighthouse(`${origin}${path}`, CHROME_PORT, preset, member);
              (raw[key] ??= []).push(figures);
              log(
                key,
                `run ${run}/${RUNS}`,
                `score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, JS ${Math.round(figures.jsBytes / 1024)} KB`,
              );
            } catch (e) {
              failures.push(`${key} run ${run}: ${(e as Error).message.split('\n')[0]}`);
              log('FAILED', failures.at(-1));
            } finally {
              await chrome.stop();
            }
          }
  } finally {
    await stopSites(sites);
  }
  const cells: LighthouseCell[] = Object.entries(raw).map(([key, runs]) => {
    const [preset, path, variant] = key.split(' ') as [Preset, string, Variant];
    return { preset, path, variant, runs };
  });
  const loadEnd = loadavg().map((x) => Number(x.toFixed(2)));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const chromiumVersion = execFileSync(join('/usr/bin', 'chromium'), ['--version']).toString().trim();
  console.log(
    lighthouseReport(
      { commit, chromium: chromiumVersion, runs: RUNS, loadStart, loadEnd, date: new Date().toISOString() },
      cells,
      failures,
      process.env.BENCH_OUT_DIR,
    ),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
