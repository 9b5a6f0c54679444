/**
 * Page loads (DESIGN.md section 10): the federated production run against a monolith build of the same
 * sources, measured in the same run (interleaved, federated then monolith for every load), in Debian's
 * Chromium; with the build times. Writes report.json and report.md (findings.md, hand-written, follows the
 * table). Figures, not assertions.
 *
 *   BENCH_RUNS=5          cold loads per cell (median)
 *   BENCH_SKIP_BUILDS=1   no timed builds (uses the dist/ folders there are; builds the monolith if missing)
 *   MFP_PORT_BASE=3800    port block of the federated site; BENCH_MONOLITH_PORT (default base+50)
 *   BENCH_PROFILES=desktop,mobile
 *   BENCH_CASES=home,home-repeat   only these cases (keys of CASES)
 *   BENCH_MEMBER_ID=10001 the member whose window is measured
 */
import type { Page } from '@playwright/test';
import { ensureMonolith, timeBuilds, type BuildTimes } from '../harness/builds';
import { chosen } from '../harness/interleave';
import { browserMachine, browserMachineLines, loadAverage, type BrowserMachine } from '../harness/machine';
import { failedLoads, table } from '../harness/markdown';
import {
  fmtMetric,
  cellsOfRows,
  HOME_CASES,
  LOBBY,
  PROFILES_TEXT,
  measurePageLoads,
  pageCells,
  verdict,
  type PageCase,
  type PageCell,
  type PageTarget,
} from '../harness/page-loads';
import type { Scenario } from '../harness/scenario';
import { handOff, startSites, stopOnSignal, stopSites, waitFor } from '../harness/sites';
import { ratio } from '../harness/stats';
import { measureClick, measureFirstView, type LoadMetrics } from '../measure';

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
// The member center's frame (its menu is a drawer on mobile).
const MEMBER_CENTER = '[data-testid="member-center"]';

const loginAsMember = async (page: Page, origin: string) => {
  await page.goto(`${origin}/?enc=${encodeURIComponent(await handOff(API, MEMBER_ID))}`, {
    waitUntil: 'load',
    timeout: 120_000,
  });
  await page.waitForFunction(() => localStorage.getItem('token') !== null, undefined, {
    timeout: 120_000,
    polling: 200,
  });
};

/** A click case: the time from a click on `clickSel` (the first visible match) to a visible `target`, on a settled page. */
const click = (key: string, label: string, clickSel: string, target: string): PageCase<number> => ({
  key,
  label,
  measure: (b, p, origin) => measureClick(b, p, `${origin}/`, LOBBY, clickSel, target),
});

const CASES: PageCase<LoadMetrics | number>[] = [
  ...HOME_CASES,
  click(
    'login',
    'click Login -> login form visible',
    '[data-testid="header-login"]',
    '[data-testid="login-modal"] input[type="password"]',
  ),
  click(
    'hall',
    'click a hall (Slots) -> game list visible',
    'a[href="/gameHall/2"]',
    '[data-testid="provider-list"]',
  ),
  {
    key: 'member',
    label: 'member window /user/Info (member)',
    measure: (b, p, origin) =>
      measureFirstView(b, p, `${origin}/user/Info`, MEMBER_CENTER, (page) => loginAsMember(page, origin)),
  },
];
const CLICKS = new Set(['login', 'hall']);
const LOAD_METRICS: (keyof LoadMetrics)[] = [
  'lcp',
  'fcp',
  'tbt',
  'cls',
  'requests',
  'jsBytes',
  'jsBytesAll',
  'ready',
];

/** The performance targets (DESIGN.md section 10), held by the federated site: a benchmark, not a test. */
export const TARGETS: PageTarget[] = [
  { profile: 'mobile', scenario: 'home', metric: 'lcp', max: 2000, maxRatio: 1.1 },
  { profile: 'desktop', scenario: 'home', metric: 'lcp', max: 1000, maxRatio: 1.1 },
  { profile: 'mobile', scenario: 'home', metric: 'tbt', max: 200 },
  { profile: 'mobile', scenario: 'home', metric: 'cls', max: 0.05 },
  { profile: 'desktop', scenario: 'home', metric: 'cls', max: 0.05 },
  // All of it counts (host, shared singletons, remotes, idle-time loads until the page settles), 180 KB a visitor page.
  { profile: 'mobile', scenario: 'home', metric: 'jsBytesAll', max: 180 * 1024, maxRatio: 1.15 },
  { profile: 'desktop', scenario: 'home', metric: 'jsBytesAll', max: 180 * 1024, maxRatio: 1.15 },
  { profile: 'desktop', scenario: 'login', metric: 'click', max: 300 },
  // A repeat visit, under the service worker, paints the home page in 1.0 s or less.
  { profile: 'mobile', scenario: 'home-repeat', metric: 'lcp', max: 1000 },
];

const METRIC_LABEL: Record<string, string> = {
  lcp: 'LCP',
  fcp: 'FCP',
  tbt: 'total blocking time',
  cls: 'CLS',
  requests: 'requests',
  jsBytes: 'JavaScript (compressed), before the first-view mark only',
  jsBytesAll: 'JavaScript (compressed), all until the page settles',
  ready: 'ready element visible',
  click: 'time to visible',
};

interface Results {
  machine: BrowserMachine;
  builds: BuildTimes | null;
  cells: PageCell<Variant>[];
  failures: string[];
  raw: unknown;
}

async function measure(log: (...xs: unknown[]) => void): Promise<Results> {
  const loadAtStart = loadAverage();
  const builds = SKIP_BUILDS ? (ensureMonolith(log), null) : timeBuilds(log);
  // The federated host renders in the browser here (MFP_SSR=0): the first-view scenario adds the server render.
  const sites = startSites(BASE, [`--monolith-port=${MONOLITH_PORT}`], { MFP_SSR: '0' });
  stopOnSignal(sites);
  const cases = chosen(
    process.env.BENCH_CASES,
    CASES.map((c) => c.key),
  );
  try {
    await waitFor(`${ORIGINS.federated}/api/health`, 180_000);
    await waitFor(`${ORIGINS.monolith}/`, 60_000);
    const { raw, failures } = await measurePageLoads({
      origins: ORIGINS,
      cases: CASES.filter((c) => cases.includes(c.key)),
      runs: RUNS,
      describe: (r) =>
        typeof r === 'number'
          ? `${Math.round(r)} ms`
          : `LCP ${Math.round(r.lcp)} ms, JS ${Math.round(r.jsBytesAll / 1024)} KB`,
      log,
    });
    const cells = pageCells(raw, CASES, VARIANTS, (key) =>
      CLICKS.has(key)
        ? [['click', (r) => r as number]]
        : LOAD_METRICS.map(
            (k) => [k, (r) => (r as LoadMetrics)[k]] as [string, (r: LoadMetrics | number) => number],
          ),
    );
    return { machine: browserMachine(RUNS, loadAtStart), builds, cells, failures, raw };
  } finally {
    await stopSites(sites);
  }
}

function render({ machine, builds, cells, failures, raw }: Results): { json: unknown; md: string } {
  const rows = cells.map((c) => ({
    ...c,
    ratio: ratio(c.median.federated, c.median.monolith),
    ...verdict(c, TARGETS, 'federated', 'monolith'),
  }));
  const ms = (n: number) => fmtMetric('ms', n);
  const md = [
    '# Performance benchmark: federated vs monolith',
    '',
    `Median of ${machine.runs} cold loads per cell (new browser context, HTTP cache off), federated production run`,
    '(host and five remotes each on its own origin, real server and soketi) against a monolith build of the same',
    "sources (the remotes' exposed modules bundled into the host, no federation), measured in the same run,",
    'interleaved (federated, monolith, federated, monolith, ...) so that machine noise hits both alike.',
    '',
    `- Sources: commit ${machine.commit}. Cold loads per cell: ${machine.runs}.`,
    ...browserMachineLines(machine, {
      busy: ': other work kept the cores busy when the run began, so absolute times are pessimistic and noisy; the federated/monolith ratios are what counts.',
      quiet: ` on ${machine.cores} cores: no other heavy work when the run began (during it, the bench's own browser and servers load the machine).`,
    }),
    '- JavaScript counts every script the page loads until it settles (host, shared singletons, remotes, idle-time loads);',
    '  the row before it, what was requested before the site marks its first view done (`mfp:first-view-done`), for comparison.',
    PROFILES_TEXT,
    '- TBT: sum over PerformanceObserver long tasks after FCP of (duration - 50 ms). JS bytes: CDP encodedDataLength of Script responses',
    '  (compressed body and headers). Click times: from the click event (capture listener in the page) to the first animation frame',
    '  where the target is visible, in a page that has loaded and settled.',
    '',
    ...table(
      ['profile', 'scenario', 'metric', 'federated', 'monolith', 'ratio', 'target', 'holds?'],
      rows.map((r) => [
        r.profile,
        r.label,
        METRIC_LABEL[r.metric] ?? r.metric,
        fmtMetric(r.metric, r.median.federated),
        fmtMetric(r.metric, r.median.monolith),
        r.ratio === null ? 'n/a' : r.ratio.toFixed(2),
        r.target,
        r.holds,
      ]),
    ),
    '',
    builds
      ? `Builds (wall clock, once each): full production build of every package (two at a time) ${ms(builds.fullBuildMs)}; rebuild of one remote (mfe-games) ${ms(builds.oneRemoteRebuildMs)}; monolith build ${ms(builds.monolithBuildMs)}.`
      : 'Builds: not timed in this run (BENCH_SKIP_BUILDS=1).',
    '',
    failedLoads(failures),
    '',
  ].join('\n');
  return { json: { machine, builds, targets: TARGETS, rows, failures, raw }, md };
}

interface Saved extends Omit<Results, 'cells'> {
  rows: (PageCell<Variant> & Record<string, unknown>)[];
}

export const pages: Scenario<Results> = {
  name: 'pages',
  summary: 'page loads and clicks, federated vs monolith, with the build times (report.md)',
  report: 'report',
  findings: 'findings.md',
  measure,
  render,
  fromSaved: (json) => {
    const { machine, builds, rows, failures, raw } = json as Saved;
    const cells = cellsOfRows(rows);
    return { machine, builds, cells, failures, raw };
  },
};
