/** The bench's report: medians per cell, the design targets (DESIGN.md section 10) and whether they hold. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  kernel: string;
  node: string;
  chromium: string;
  runs: number;
  /** The commit of the sources measured. */
  commit: string;
  date: string;
  loadAverage_start: number[];
  loadAverage_end: number[];
}

export interface Cell {
  profile: string;
  scenario: string;
  label: string;
  /** A LoadMetrics key, or 'click' for the time from a click to the visible target. */
  metric: string;
  federated: number | null;
  monolith: number | null;
  samples: [number, number];
}

export interface BuildTimes {
  fullBuildMs: number;
  oneRemoteRebuildMs: number;
  monolithBuildMs: number;
}

interface Target {
  profile: string;
  scenario: string;
  metric: string;
  /** The federated value must be at most this. */
  max?: number;
  /** The federated/monolith ratio must be at most this. */
  maxRatio?: number;
}

/** The performance targets (DESIGN.md section 10): a benchmark, not a test. */
export const TARGETS: Target[] = [
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

function fmt(metric: string, n: number | null | undefined): string {
  if (n === null || n === undefined) return 'n/a';
  if (metric === 'cls') return n.toFixed(3);
  if (metric === 'requests') return String(Math.round(n));
  if (metric === 'jsBytes' || metric === 'jsBytesAll') return `${(n / 1024).toFixed(1)} KB`;
  return `${Math.round(n)} ms`;
}

const ratioOf = (c: Cell): number | null =>
  c.federated === null || c.monolith === null
    ? null
    : c.monolith === 0
      ? c.federated === 0
        ? 1
        : null
      : c.federated / c.monolith;

function verdict(c: Cell, t: Target | undefined) {
  if (!t) return { target: '', holds: '' };
  const parts: string[] = [];
  const holds: string[] = [];
  if (t.max !== undefined) {
    parts.push(`<= ${fmt(c.metric, t.max)}`);
    holds.push(c.federated === null ? 'n/a' : c.federated <= t.max ? 'yes' : 'NO');
  }
  if (t.maxRatio !== undefined) {
    const r = ratioOf(c);
    parts.push(`ratio <= ${t.maxRatio.toFixed(2)}`);
    holds.push(r === null ? 'n/a' : r <= t.maxRatio ? 'yes' : 'NO');
  }
  return { target: parts.join('; '), holds: holds.join('; ') };
}

/** More runnable work than cores before the bench began its own. */
const busy = (m: Machine): boolean => (m.loadAverage_start[0] ?? 0) > m.cores;

export function buildReport(
  machine: Machine,
  builds: BuildTimes | null,
  cells: Cell[],
  failures: string[],
  raw: unknown,
): { json: unknown; md: string } {
  const rows = cells.map((c) => {
    const t = TARGETS.find(
      (x) => x.profile === c.profile && x.scenario === c.scenario && x.metric === c.metric,
    );
    const r = ratioOf(c);
    return { ...c, ratio: r, ...verdict(c, t) };
  });
  const md = [
    '# Performance benchmark: federated vs monolith',
    '',
    `Median of ${machine.runs} cold loads per cell (new browser context, HTTP cache off), federated production run`,
    '(host and five remotes each on its own origin, real server and soketi) against a monolith build of the same',
    "sources (the remotes' exposed modules bundled into the host, no federation), measured in the same run,",
    'interleaved (federated, monolith, federated, monolith, ...) so that machine noise hits both alike.',
    '',
    `- Sources: commit ${machine.commit}. Cold loads per cell: ${machine.runs}.`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Linux ${machine.kernel}; Node ${machine.node}; ${machine.chromium}; ${machine.date}.`,
    `- Load average (1, 5, 15 min) at start ${machine.loadAverage_start.join(', ')}, at end ${machine.loadAverage_end.join(', ')}` +
      (busy(machine)
        ? ': other work kept the cores busy when the run began, so absolute times are pessimistic and noisy; the federated/monolith ratios are what counts.'
        : ` on ${machine.cores} cores: no other heavy work when the run began (during it, the bench's own browser and servers load the machine).`),
    '- JavaScript counts every script the page loads until it settles (host, shared singletons, remotes, idle-time loads);',
    "  the row before it, what was requested before the site marks its first view done (`mfp:first-view-done`), for comparison.",
    '- Mobile: Lighthouse conditions (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up, 412x823). Desktop: unthrottled, 1366x768.',
    '- TBT: sum over PerformanceObserver long tasks after FCP of (duration - 50 ms). JS bytes: CDP encodedDataLength of Script responses',
    '  (compressed body and headers). Click times: from the click event (capture listener in the page) to the first animation frame',
    '  where the target is visible, in a page that has loaded and settled.',
    '',
    '| profile | scenario | metric | federated | monolith | ratio | target | holds? |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.profile} | ${r.label} | ${METRIC_LABEL[r.metric] ?? r.metric} | ${fmt(r.metric, r.federated)} | ${fmt(r.metric, r.monolith)} | ${r.ratio === null ? 'n/a' : r.ratio.toFixed(2)} | ${r.target} | ${r.holds} |`,
    ),
    '',
    builds
      ? `Builds (wall clock, once each): full production build of every package (two at a time) ${fmt('ms', builds.fullBuildMs)}; rebuild of one remote (mfe-games) ${fmt('ms', builds.oneRemoteRebuildMs)}; monolith build ${fmt('ms', builds.monolithBuildMs)}.`
      : 'Builds: not timed in this run (BENCH_SKIP_BUILDS=1).',
    '',
    failures.length
      ? `Failed loads (left out of the medians): ${failures.length}\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
      : 'Failed loads: none.',
    '',
  ].join('\n');
  return { json: { machine, builds, targets: TARGETS, rows, failures, raw }, md };
}

/**
 * Writes report.json and report.md beside this file; the hand-written reading of the figures
 * (findings.md: what does not hold yet, and why) follows the table. Returns the markdown.
 */
export function writeReport(json: unknown, md: string, dir = import.meta.dirname): string {
  writeFileSync(join(dir, 'report.json'), JSON.stringify(json, null, 2) + '\n');
  const findings = join(dir, 'findings.md');
  const full = existsSync(findings) ? `${md}\n${readFileSync(findings, 'utf8')}` : md;
  writeFileSync(join(dir, 'report.md'), full);
  return full;
}
