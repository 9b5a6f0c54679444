/**
 * Lighthouse in the bench: Lighthouse 12 (13 needs Node 22) drives Debian's Chromium over its debugging port,
 * mobile preset (its default simulated throttling, as PageSpeed Insights reports it) and desktop preset, on the
 * federated production run with the server render on and on the client-rendered monolith of the same sources,
 * in the same run, interleaved page by page. Writes lighthouse-report.json and lighthouse-report.md. Figures,
 * not assertions.
 *
 *   BENCH_LH_RUNS=3              runs per cell (median)
 *   BENCH_LH_PRESETS=mobile,desktop
 *   BENCH_LH_PAGES=/,/gameHall/3  only these pages (default: the listed pages and the member window)
 *   BENCH_LH_VARIANTS=federated  only these variants (default: all; without monolith none is built or started)
 *   MFP_PORT_BASE=3800           port block of the federated site; the monolith on base+50, Chromium on base+60
 *   BENCH_LH_BEFORE_BASE=3830    also measure an earlier build of the site running on that port block ('before',
 *                                started by the caller from that build's folder), interleaved with the others
 */
import { chromium } from '@playwright/test';
import { ensureMonolith } from '../harness/builds';
import { interleave } from '../harness/interleave';
import { chromiumVersion, gitCommit, loadAverage } from '../harness/machine';
import { table } from '../harness/markdown';
import type { Scenario } from '../harness/scenario';
import { handOff, startSites, stopOnSignal, stopSites, waitFor } from '../harness/sites';
import { median } from '../harness/stats';
import { launchChromium, runLighthouse, type LighthouseFigures, type Preset } from '../lighthouse-run';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const MONOLITH_PORT = BASE + 50;
const CHROME_PORT = BASE + 60;
const BEFORE_BASE = process.env.BENCH_LH_BEFORE_BASE ? Number(process.env.BENCH_LH_BEFORE_BASE) : undefined;
/** 'before': an earlier build of the federated site, measured in the same run. */
type Variant = 'federated' | 'monolith' | 'before';
const ALL_ORIGINS: Partial<Record<Variant, string>> = {
  federated: `http://127.0.0.1:${BASE}`,
  monolith: `http://127.0.0.1:${MONOLITH_PORT}`,
  ...(BEFORE_BASE ? { before: `http://127.0.0.1:${BEFORE_BASE}` } : {}),
};
const VARIANTS = process.env.BENCH_LH_VARIANTS?.split(',');
const ORIGINS: Partial<Record<Variant, string>> = Object.fromEntries(
  Object.entries(ALL_ORIGINS).filter(([v]) => !VARIANTS || VARIANTS.includes(v)),
);
/** The backend each variant logs in through (the monolith shares the federated run's). */
const apiOf = (v: Variant) =>
  `http://127.0.0.1:${(v === 'before' && BEFORE_BASE ? BEFORE_BASE : BASE) + 1000}`;
const MEMBER_PAGE = '/user/Info';
const PAGES = (process.env.BENCH_LH_PAGES ?? `/,/gameHall/3,/main,/discount,/register,${MEMBER_PAGE}`).split(
  ',',
);
const PRESETS = (process.env.BENCH_LH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const MEMBER_ID = Number(process.env.BENCH_MEMBER_ID ?? 10001);

export interface LighthouseCell {
  preset: Preset;
  path: string;
  variant: Variant;
  runs: LighthouseFigures[];
}

interface LighthouseRun {
  commit: string;
  chromium: string;
  runs: number;
  loadStart: number[];
  loadEnd: number[];
  date: string;
}

interface Results {
  run: LighthouseRun;
  cells: LighthouseCell[];
  failures: string[];
}

/** The phone-page targets on the mobile preset, per visitor page (the member window: LCP 2.0 s, 250 KB). */
export const TARGETS = { score: 90, tbt: 200, lcp: 1800, cls: 0.02, jsKb: 180 } as const;
const MEMBER_TARGETS = { lcp: 2000, jsKb: 250 } as const;

/** Logs the bench member in on `origin` through the hand-off (spec 2), in the Chromium Lighthouse drives. */
async function logIn(origin: string, api: string): Promise<void> {
  const enc = await handOff(api, MEMBER_ID);
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

/** One Lighthouse run of a page on a variant, in a browser of its own: no cache, storage or warmed-up process from the last one. */
async function lighthouseOnce(preset: Preset, path: string, variant: Variant): Promise<LighthouseFigures> {
  const origin = ORIGINS[variant]!;
  const chrome = await launchChromium(CHROME_PORT);
  try {
    const member = path === MEMBER_PAGE;
    if (member) {
      await logIn(origin, apiOf(variant));
      await clearCache();
    }
    return await runLighthouse(`${origin}${path}`, CHROME_PORT, preset, member);
  } finally {
    await chrome.stop();
  }
}

async function measure(log: (...xs: unknown[]) => void): Promise<Results> {
  const loadStart = loadAverage();
  if (ORIGINS.monolith) ensureMonolith(log);
  const sites = startSites(BASE, ORIGINS.monolith ? [`--monolith-port=${MONOLITH_PORT}`] : []);
  stopOnSignal(sites);
  try {
    await waitFor(`http://127.0.0.1:${BASE}/api/health`, 180_000);
    if (ORIGINS.monolith) await waitFor(`${ORIGINS.monolith}/`, 60_000);
    if (ORIGINS.before) await waitFor(`${ORIGINS.before}/api/health`, 60_000);
    const { raw, failures } = await interleave({
      groups: PRESETS,
      runs: RUNS,
      cases: PAGES,
      variants: Object.keys(ORIGINS),
      measure: (preset, path, variant) => lighthouseOnce(preset as Preset, path, variant as Variant),
      describe: (f) =>
        `score ${f.score}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, JS ${Math.round(f.jsBytes / 1024)} KB`,
      log,
    });
    const cells = Object.entries(raw).flatMap(([preset, byPath]) =>
      Object.entries(byPath).flatMap(([path, byVariant]) =>
        Object.entries(byVariant)
          .filter(([, runs]) => runs.length > 0)
          .map(([variant, runs]) => ({ preset: preset as Preset, path, variant: variant as Variant, runs })),
      ),
    );
    const run = {
      commit: gitCommit(),
      chromium: chromiumVersion(),
      runs: RUNS,
      loadStart,
      loadEnd: loadAverage(),
      date: new Date().toISOString(),
    };
    return { run, cells, failures };
  } finally {
    await stopSites(sites);
  }
}

/** The median of one figure over a cell's runs. */
const med = (runs: LighthouseFigures[], pick: (f: LighthouseFigures) => number): number =>
  median(runs.map(pick)) ?? NaN;

/** The run with the median total blocking time: its three longest tasks stand for the cell. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures | undefined {
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const kb = (bytes: number) => bytes / 1024;
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

/** Which targets hold for a federated mobile cell. */
function holds(cell: LighthouseCell): string {
  const score = med(cell.runs, (f) => f.score);
  const lcp = med(cell.runs, (f) => f.lcp);
  const tbt = med(cell.runs, (f) => f.tbt);
  const cls = med(cell.runs, (f) => f.cls);
  const js = kb(med(cell.runs, (f) => f.jsBytes));
  if (cell.path.startsWith('/user'))
    return `LCP ${yes(lcp <= MEMBER_TARGETS.lcp)}, JS ${yes(js <= MEMBER_TARGETS.jsKb)}`;
  return [
    `score ${yes(score >= TARGETS.score)}`,
    `LCP ${yes(lcp <= TARGETS.lcp)}`,
    `TBT ${yes(tbt <= TARGETS.tbt)}`,
    `CLS ${yes(cls <= TARGETS.cls)}`,
    `JS ${yes(js <= TARGETS.jsKb)}`,
  ].join(', ');
}

function render({ run, cells, failures }: Results): { json: unknown; md: string } {
  const rank = { before: 0, federated: 1, monolith: 2 } as const;
  const order = (c: LighthouseCell) => `${c.preset === 'mobile' ? 0 : 1} ${c.path} ${rank[c.variant]}`;
  const rows = [...cells]
    .sort((a, b) => (order(a) < order(b) ? -1 : 1))
    .map((cell) => [
      cell.preset,
      cell.path,
      cell.variant,
      med(cell.runs, (f) => f.score),
      `${Math.round(med(cell.runs, (f) => f.lcp))} ms`,
      `${Math.round(med(cell.runs, (f) => f.tbt))} ms`,
      med(cell.runs, (f) => f.cls).toFixed(3),
      `${kb(med(cell.runs, (f) => f.jsBytes)).toFixed(1)} KB`,
      (medianRun(cell.runs)?.longTasks ?? [])
        .map((t) => `${t.ms} ms ${t.url.split('/').pop() || t.url || '(page)'}`)
        .join('; '),
      cell.preset === 'mobile' && cell.variant === 'federated' ? holds(cell) : '',
    ]);
  const md = [
    '# Lighthouse: federated (server render on) vs client-rendered monolith',
    '',
    `Lighthouse 12, performance category, median of ${run.runs} runs per cell, a fresh Debian Chromium per run`,
    '(`bench lighthouse`). Mobile: the default preset (simulated slow 4G, 4x CPU, moto g power); desktop:',
    'the desktop preset. The member window is loaded after a hand-off login, with its session kept and the HTTP',
    'cache emptied. Long tasks: the three longest of the run with the median TBT (simulated durations on mobile).',
    '',
    `- Commit ${run.commit}; ${run.chromium}; ${run.date}.`,
    `- Load average (1, 5, 15 min) at start ${run.loadStart.join(', ')}, at end ${run.loadEnd.join(', ')} (2 cores, shared).`,
    `- Targets (mobile, each visitor page): score >= ${TARGETS.score}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}, JS <= ${TARGETS.jsKb} KB; member window LCP <= ${MEMBER_TARGETS.lcp} ms, JS <= ${MEMBER_TARGETS.jsKb} KB.`,
    '',
    ...table(
      [
        'preset',
        'page',
        'variant',
        'score',
        'LCP',
        'TBT',
        'CLS',
        'JS (compressed)',
        'three longest tasks',
        'targets hold?',
      ],
      rows,
    ),
    '',
    `Failed runs: ${failures.length ? failures.join('; ') : 'none'}.`,
    '',
  ].join('\n');
  return { json: { run, cells, failures }, md };
}

export const lighthouse: Scenario<Results> = {
  name: 'lighthouse',
  summary: 'Lighthouse scores per page, federated (server render on) vs monolith (lighthouse-report.md)',
  report: 'lighthouse-report',
  measure,
  render,
  fromSaved: (json) => json as Results,
};
