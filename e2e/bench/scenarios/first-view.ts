/**
 * The server-rendered first view (and the repeat visit): the federated site rendered on the server beside the
 * same site rendered in the browser and the client-rendered monolith, interleaved in one run, under the
 * Lighthouse mobile conditions and on desktop. Writes ssr-report.json and ssr-report.md (ssr-findings.md,
 * hand-written, follows the table). Figures, not assertions. Needs a build (pnpm build); builds the monolith
 * when .cache/monolith is missing.
 *
 *   BENCH_RUNS=3          loads per cell (median)
 *   MFP_PORT_BASE=3800    port block: client-rendered host = base, server-rendered host = base+20 (--ssr-host),
 *                         monolith = BENCH_MONOLITH_PORT (default base+50)
 *   BENCH_PROFILES=mobile,desktop
 *   BENCH_CASES=home,home-repeat
 */
import { ensureMonolith } from '../harness/builds';
import { chosen } from '../harness/interleave';
import { browserMachine, browserMachineLines, loadAverage, type BrowserMachine } from '../harness/machine';
import { failedLoads, table } from '../harness/markdown';
import {
  fmtMetric,
  cellsOfRows,
  HOME_CASES,
  PROFILES_TEXT,
  measurePageLoads,
  pageCells,
  verdict,
  type PageCase,
  type PageCell,
  type PageTarget,
} from '../harness/page-loads';
import type { Scenario } from '../harness/scenario';
import { startSites, stopOnSignal, stopSites, waitFor } from '../harness/sites';
import { ratio } from '../harness/stats';
import type { LoadMetrics } from '../measure';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE = Number(process.env.MFP_PORT_BASE ?? 3800);
const MONOLITH_PORT = Number(process.env.BENCH_MONOLITH_PORT ?? BASE + 50);
// host-server/cdn/ports.ts: the server-rendering host of --ssr-host.
const SSR_PORT = BASE + 20;

/** The sites measured side by side: the federated site rendered in the browser and on the server, and the monolith. */
const VARIANTS = ['federated', 'federatedSsr', 'monolith'] as const;
type Variant = (typeof VARIANTS)[number];
const ORIGINS: Record<Variant, string> = {
  federated: `http://127.0.0.1:${BASE}`,
  federatedSsr: `http://127.0.0.1:${SSR_PORT}`,
  monolith: `http://127.0.0.1:${MONOLITH_PORT}`,
};
const VARIANT_LABEL: Record<Variant, string> = {
  federated: 'federated, client-rendered',
  federatedSsr: 'federated, server-rendered',
  monolith: 'monolith, client-rendered',
};

const CASES: PageCase<LoadMetrics>[] = [...HOME_CASES];

/** The targets of the server-rendered first view and of the repeat visit: held by the server-rendered federated site. */
export const TARGETS: PageTarget[] = [
  {
    profile: 'mobile',
    scenario: 'home',
    metric: 'lcp',
    max: 1500,
    maxRatio: 0.6,
    source: 'server-rendered first view',
  },
  {
    profile: 'desktop',
    scenario: 'home',
    metric: 'lcp',
    max: 800,
    maxRatio: 0.6,
    source: 'server-rendered first view',
  },
  { profile: 'mobile', scenario: 'home', metric: 'tbt', max: 200, source: 'server-rendered first view' },
  { profile: 'mobile', scenario: 'home', metric: 'cls', max: 0.02, source: 'server-rendered first view' },
  { profile: 'desktop', scenario: 'home', metric: 'cls', max: 0.02, source: 'server-rendered first view' },
  { profile: 'mobile', scenario: 'home-repeat', metric: 'lcp', max: 1000, source: 'repeat visit' },
];

const METRIC_LABEL: Record<string, string> = {
  lcp: 'LCP',
  fcp: 'FCP',
  ttfb: 'TTFB',
  tbt: 'total blocking time',
  cls: 'CLS',
  ready: 'ready element visible',
  requests: 'requests',
  jsBytes: 'JavaScript (compressed), first view',
};
const METRICS = Object.keys(METRIC_LABEL) as (keyof LoadMetrics)[];

interface Results {
  machine: BrowserMachine;
  cells: PageCell<Variant>[];
  failures: string[];
}

async function measure(log: (...xs: unknown[]) => void): Promise<Results> {
  const loadAtStart = loadAverage();
  ensureMonolith(log);
  // The host on base renders in the browser (MFP_SSR=0), --ssr-host's on base+20 on the server: the two compared.
  const sites = startSites(BASE, [`--monolith-port=${MONOLITH_PORT}`, '--ssr-host'], { MFP_SSR: '0' });
  stopOnSignal(sites);
  const keys = chosen(
    process.env.BENCH_CASES,
    CASES.map((c) => c.key),
  );
  const cases = CASES.filter((c) => keys.includes(c.key));
  try {
    await waitFor(`${ORIGINS.federated}/api/health`, 180_000);
    await waitFor(`${ORIGINS.federatedSsr}/api/health`, 60_000);
    await waitFor(`${ORIGINS.monolith}/`, 60_000);
    const { raw, failures } = await measurePageLoads({
      origins: ORIGINS,
      cases,
      runs: RUNS,
      describe: (r) =>
        `LCP ${Math.round(r.lcp)} ms, TTFB ${Math.round(r.ttfb)} ms, TBT ${Math.round(r.tbt)} ms`,
      log,
    });
    const cells = pageCells(raw, cases, VARIANTS, () => METRICS.map((k) => [k, (r: LoadMetrics) => r[k]]));
    return { machine: browserMachine(RUNS, loadAtStart), cells, failures };
  } finally {
    await stopSites(sites);
  }
}

function render({ machine, cells, failures }: Results): { json: unknown; md: string } {
  // The ratio is server-rendered federated / client-rendered monolith.
  const rows = cells.map((c) => ({
    ...c,
    ratio: ratio(c.median.federatedSsr, c.median.monolith),
    ...verdict(c, TARGETS, 'federatedSsr', 'monolith'),
  }));
  const columns = VARIANTS.map((v) => VARIANT_LABEL[v]);
  const md = [
    '# Server-rendered first view: federated server-rendered vs client-rendered, and the monolith',
    '',
    `Median of ${machine.runs} loads per cell. Three sites of the same build, measured in the same run, interleaved`,
    '(client-rendered federated, server-rendered federated, monolith, then again) so that machine noise hits all alike:',
    '',
    `- ${VARIANT_LABEL.federated}: the production run as the e2e suite serves it (host and five remotes each on its own origin).`,
    `- ${VARIANT_LABEL.federatedSsr}: the same run's second host (\`host-server/start.ts --ssr-host\`, base+20), which streams the host's`,
    '  server render (host-server/cdn/stream-page.ts); same remotes, same backend, same site config.',
    `- ${VARIANT_LABEL.monolith}: the remotes' exposed modules bundled into the host, no federation (the peer the server render is measured against).`,
    '',
    `- Sources: commit ${machine.commit}. Loads per cell: ${machine.runs}.`,
    ...browserMachineLines(machine, {
      busy: ': other work kept the cores busy, so absolute times are pessimistic and noisy; compare the columns of one row.',
      quiet: ` on ${machine.cores} cores: no other heavy work when the run began.`,
    }),
    PROFILES_TEXT,
    '- First view: new browser context, HTTP cache off. Repeat visit: a first visit in the same context until the page settles',
    '  and the service worker holds the remotes, then the HTTP cache on and the page measured again (bench/measure.ts).',
    '- TTFB: Navigation Timing responseStart. TBT: long tasks after FCP, (duration - 50 ms) summed. The ratio is',
    '  server-rendered federated / client-rendered monolith; the targets are held (or not) by the server-rendered federated site.',
    '',
    ...table(
      ['profile', 'scenario', 'metric', ...columns, 'ratio SSR/monolith', 'target', 'holds?'],
      rows.map((r) => [
        r.profile,
        r.label,
        METRIC_LABEL[r.metric] ?? r.metric,
        ...VARIANTS.map((v) => fmtMetric(r.metric, r.median[v])),
        r.ratio === null ? 'n/a' : r.ratio.toFixed(2),
        r.target,
        r.holds,
      ]),
    ),
    '',
    '## Each load (LCP and TTFB, ms, in run order)',
    '',
    ...table(
      ['profile', 'scenario', 'metric', ...columns],
      rows
        .filter((r) => r.metric === 'lcp' || r.metric === 'ttfb')
        .map((r) => [
          r.profile,
          r.label,
          METRIC_LABEL[r.metric] ?? r.metric,
          ...VARIANTS.map((v) => r.each[v].map((x) => Math.round(x)).join(', ') || 'n/a'),
        ]),
    ),
    '',
    failedLoads(failures),
    '',
  ].join('\n');
  return { json: { machine, targets: TARGETS, rows, failures }, md };
}

export const firstView: Scenario<Results> = {
  name: 'first-view',
  summary:
    'the server-rendered first view and repeat visit beside the client-rendered site and the monolith (ssr-report.md)',
  report: 'ssr-report',
  findings: 'ssr-findings.md',
  measure,
  render,
  fromSaved: (json) => {
    const { machine, rows, failures } = json as {
      rows: (PageCell<Variant> & Record<string, unknown>)[];
    } & Omit<Results, 'cells'>;
    const cells = cellsOfRows(rows);
    return { machine, cells, failures };
  },
};
