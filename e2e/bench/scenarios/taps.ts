/**
 * Taps answered during load: what a player taps first (Log In, a game tile, a hall tab, the banner arrow), tapped
 * at 4x CPU as soon as it shows in the server's HTML, while the scripts still take the page over; each tap's
 * latency as INP measures it (the longest Event Timing entry of the interaction), and when the page answered.
 * Writes taps-report.json and taps-report.md. Figures, not assertions. Needs a build (pnpm build).
 *
 *   BENCH_RUNS=5          taps per cell (median)
 *   MFP_PORT_BASE=3800    the production run's port block (server render on, as visitors get it)
 *   BENCH_PROFILES=mobile,desktop
 *   BENCH_CASES=login,game-tile,home-hall-tab,hall-tab,banner-next
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { chosen, interleave, type Samples } from '../harness/interleave';
import { browserMachine, browserMachineLines, loadAverage, type BrowserMachine } from '../harness/machine';
import { failedLoads, table, whole } from '../harness/markdown';
import type { Scenario } from '../harness/scenario';
import { startSites, stopOnSignal, stopSites, waitFor } from '../harness/sites';
import { median } from '../harness/stats';
import { CPU_SLOWDOWN, TAP_LAYOUTS, tapDuringLoad, type TapCase, type TapSample } from '../harness/tap-during-load';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const ORIGIN = `http://127.0.0.1:${BASE}`;
/** INP's "good" bound: every tap answered within it. */
const TARGET_MS = 200;

export const TAP_CASES: TapCase[] = [
  {
    key: 'login',
    label: 'Log In (header) on /',
    path: '/',
    target: '[data-testid="header-login"]',
    layouts: ['mobile', 'desktop'],
    answered: () => Array.from(document.querySelectorAll('[data-testid="login-modal"]')).some((el) => el.checkVisibility()),
  },
  {
    key: 'game-tile',
    label: 'a game tile on /',
    path: '/',
    target: '[data-testid="lobby-game"]',
    layouts: ['mobile', 'desktop'],
    // A visitor's tap on a real game asks to log in; on a demo game, plays it (a box, a page or its own window).
    // The pop-up promotion is a dialog too: its opening by itself is no answer to the tap.
    answered: () =>
      Array.from(document.querySelectorAll('[role="dialog"]:not([data-testid^="lobby-popup"]), dialog[open]')).some((el) =>
        el.checkVisibility(),
      ) || location.pathname !== '/',
  },
  {
    key: 'home-hall-tab',
    label: "a hall tab of the home page's games on /",
    path: '/',
    target: '.lb-tabs [role="tab"][aria-selected="false"]',
    layouts: ['mobile', 'desktop'],
    answered: ({ text }) =>
      Array.from(document.querySelectorAll('.lb-tabs [role="tab"][aria-selected="true"]')).some((el) => el.textContent?.trim() === text),
  },
  {
    key: 'hall-tab',
    label: 'another hall in the hall bar of /gameHall/3',
    path: '/gameHall/3',
    target: '[data-testid="hall-nav"] a:not([aria-current="page"])',
    layouts: ['mobile', 'desktop'],
    answered: ({ href }) =>
      href !== null && location.pathname === href && document.querySelector(`[data-testid="games-hall"][data-hall="${href.split('/').pop()}"]`) !== null,
  },
  {
    key: 'banner-next',
    label: 'the main banner\'s next arrow on /',
    path: '/',
    target: '.lb-carousel__nav--next',
    layouts: ['mobile', 'desktop'],
    reducedMotion: true,
    answered: () => {
      const track = document.querySelector<HTMLElement>('.lb-carousel__track');
      return track !== null && !/translateX\(-?0%\)/.test(track.style.transform);
    },
  },
];

interface Cell {
  layout: string;
  key: string;
  label: string;
  samples: TapSample[];
  /** Median INP of the taps that gave an entry (0 for a tap whose every event ran under 16 ms). */
  inp: number | null;
  answeredMs: number | null;
  holds: string;
}

interface Results {
  machine: BrowserMachine;
  cells: Cell[];
  failures: string[];
}

function cellsOf(raw: Samples<TapSample>, cases: readonly TapCase[]): Cell[] {
  const cells: Cell[] = [];
  for (const [layout, byCase] of Object.entries(raw))
    for (const c of cases) {
      const samples = byCase[c.key]?.site ?? [];
      if (samples.length === 0) continue;
      const inps = samples.flatMap((s) => (s.inp === null ? [] : [s.inp]));
      const answered = samples.flatMap((s) => (s.answeredMs === null ? [] : [s.answeredMs]));
      const inp = median(inps);
      cells.push({
        layout,
        key: c.key,
        label: c.label,
        samples,
        inp,
        answeredMs: median(answered),
        holds: inp === null ? 'n/a (no entry)' : inp < TARGET_MS ? 'yes' : 'NO',
      });
    }
  return cells;
}

async function measure(log: (...xs: unknown[]) => void): Promise<Results> {
  const loadAtStart = loadAverage();
  const sites = startSites(BASE, []);
  stopOnSignal(sites);
  const keys = chosen(
    process.env.BENCH_CASES,
    TAP_CASES.map((c) => c.key),
  );
  const cases = TAP_CASES.filter((c) => keys.includes(c.key));
  const layouts = chosen(
    process.env.BENCH_PROFILES ?? 'mobile,desktop',
    TAP_LAYOUTS.map((l) => l.name),
  );
  try {
    await waitFor(`${ORIGIN}/api/health`, 180_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      // One uncounted load per layout: the server's caches, the render entry's first require, the OS file cache.
      for (const l of TAP_LAYOUTS)
        await tapDuringLoad(browser, l, ORIGIN, TAP_CASES[0]!).catch((e: Error) => log('warm-up', l.name, e.message));
      const { raw, failures } = await interleave({
        groups: layouts,
        runs: RUNS,
        cases: cases.map((c) => c.key),
        variants: ['site'],
        measure: async (group, key) => {
          const layout = TAP_LAYOUTS.find((l) => l.name === group)!;
          const c = cases.find((x) => x.key === key)!;
          if (!c.layouts.includes(layout.name)) throw new Error(`${c.key} has no target on ${layout.name}`);
          return tapDuringLoad(browser, layout, ORIGIN, c);
        },
        describe: (s) =>
          `${s.onTarget ? '' : `hit ${s.hit}, `}INP ${s.inp === null ? 'n/a' : Math.round(s.inp)} ms (${s.slowest ?? '-'}), tap at ${Math.round(s.tapAt)} ms${s.beforeFirstView ? ' before first view done' : ''}, answered ${s.answeredMs === null ? 'never' : `${Math.round(s.answeredMs)} ms`}${s.navigated ? ' (link followed)' : ''}${s.popup ? ' (new window)' : ''}`,
        log,
      });
      return { machine: browserMachine(RUNS, loadAtStart), cells: cellsOf(raw, cases), failures };
    } finally {
      await browser.close();
    }
  } finally {
    await stopSites(sites);
  }
}

const count = (samples: readonly TapSample[], pick: (s: TapSample) => boolean): string =>
  `${samples.filter(pick).length}/${samples.length}`;

/** What the taps that missed their target hit instead (a report saved before this was kept has none). */
const otherHits = (samples: readonly TapSample[]): string => {
  const hits = [...new Set(samples.filter((s) => s.onTarget === false && s.hit).map((s) => s.hit))];
  return hits.length ? ` (${hits.join(', ')})` : '';
};

function render({ machine, cells, failures }: Results): { json: unknown; md: string } {
  const md = [
    '# Taps answered during load',
    '',
    `Each cell: ${machine.runs} cold loads of the page at ${CPU_SLOWDOWN}x CPU (CDP Emulation.setCPUThrottlingRate; no network`,
    'throttling), the tap as soon as its target is visible in the server-rendered HTML (no fixed wait), while the page',
    'still loads. Latency as INP measures it: the longest Event Timing entry (`PerformanceObserver({type: "event",',
    'durationThreshold: 16, buffered: true})` and `first-input`) of the tap\'s interaction; 0 means every event of it ran',
    'under 16 ms. A tap on a link the browser followed before the page was interactive gives no entry (its document',
    'is gone); its answer time still counts. "Answered": from the tap until the page showed what the tap asked for',
    '(the login box, the other hall, the next banner...), polled every 50 ms.',
    '',
    `- Sources: commit ${machine.commit}. Taps per cell: ${machine.runs}. Layouts: mobile 390x844 (touch, a phone's`,
    '  User-Agent), desktop 1366x768 (mouse). Server render on, service worker blocked, cold HTTP cache.',
    ...browserMachineLines(machine, {
      busy: ': other work kept the cores busy, so the latencies are pessimistic and noisy.',
      quiet: ` on ${machine.cores} cores: no other heavy work when the run began.`,
    }),
    `- Target: each tap's INP under ${TARGET_MS} ms (Google's "good").`,
    '',
    ...table(
      ['layout', 'tap', 'INP median', 'each INP (ms)', 'slowest event', 'tap at (ms after start)', 'before first view done', 'hit something else', 'link followed', 'answered median', 'never answered', `INP < ${TARGET_MS} ms?`],
      cells.map((c) => [
        c.layout,
        c.label,
        c.inp === null ? 'n/a' : `${Math.round(c.inp)} ms`,
        c.samples.map((s) => whole(s.inp)).join(', '),
        [...new Set(c.samples.map((s) => s.slowest ?? '-'))].join(', '),
        whole(median(c.samples.map((s) => s.tapAt))),
        count(c.samples, (s) => s.beforeFirstView),
        `${count(c.samples, (s) => s.onTarget === false)}${otherHits(c.samples)}`,
        count(c.samples, (s) => s.navigated),
        c.answeredMs === null ? 'n/a' : `${Math.round(c.answeredMs)} ms`,
        count(c.samples, (s) => s.answeredMs === null),
        c.holds,
      ]),
    ),
    '',
    failedLoads(failures),
    '',
  ].join('\n');
  return { json: { machine, targetMs: TARGET_MS, cells, failures }, md };
}

export const taps: Scenario<Results> = {
  name: 'taps',
  summary: "a player's first taps during load at 4x CPU, each tap's INP and answer time (taps-report.md)",
  report: 'taps-report',
  findings: 'taps-findings.md',
  measure,
  render,
  fromSaved: (json) => json as Results,
};
