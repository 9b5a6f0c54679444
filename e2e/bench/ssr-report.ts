/** The server-rendered first view's report: medians per variant and the targets. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Machine } from './report';

/** The sites measured side by side: the federated site rendered in the browser and on the server, and the monolith. */
export const SSR_VARIANTS = ['federated', 'federatedSsr', 'monolith'] as const;
export type SsrVariant = (typeof SSR_VARIANTS)[number];

const VARIANT_LABEL: Record<SsrVariant, string> = {
  federated: 'federated, client-rendered',
  federatedSsr: 'federated, server-rendered',
  monolith: 'monolith, client-rendered',
};

export interface SsrCell {
  profile: string;
  scenario: string;
  label: string;
  metric: string;
  median: Record<SsrVariant, number | null>;
  /** Each load's value, in run order. */
  each: Record<SsrVariant, number[]>;
}

interface SsrTarget {
  profile: string;
  scenario: string;
  metric: string;
  /** The server-rendered federated value must be at most this. */
  max?: number;
  /** Server-rendered federated / client-rendered monolith at most this. */
  maxRatio?: number;
  source: string;
}

/** The targets of the server-rendered first view and of the repeat visit: held by the server-rendered federated site. */
export const SSR_TARGETS: SsrTarget[] = [
  { profile: 'mobile', scenario: 'home', metric: 'lcp', max: 1500, maxRatio: 0.6, source: 'server-rendered first view' },
  { profile: 'desktop', scenario: 'home', metric: 'lcp', max: 800, maxRatio: 0.6, source: 'server-rendered first view' },
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
export const SSR_METRICS = Object.keys(METRIC_LABEL);

function fmt(metric: string, n: number | null | undefined): string {
  if (n === null || n === undefined) return 'n/a';
  if (metric === 'cls') return n.toFixed(3);
  if (metric === 'requests') return String(Math.round(n));
  if (metric === 'jsBytes') return `${(n / 1024).toFixed(1)} KB`;
  return `${Math.round(n)} ms`;
}

/** Server-rendered federated / client-rendered monolith. */
export function ssrRatio(c: SsrCell): number | null {
  const { federatedSsr: a, monolith: b } = c.median;
  if (a === null || b === null) return null;
  if (b === 0) return a === 0 ? 1 : null;
  return a / b;
}

/** The target of a cell and whether the server-rendered federated site holds it ('' without a target). */
export function ssrVerdict(c: SsrCell): { target: string; holds: string } {
  const t = SSR_TARGETS.find(
    (x) => x.profile === c.profile && x.scenario === c.scenario && x.metric === c.metric,
  );
  if (!t) return { target: '', holds: '' };
  const parts: string[] = [];
  const holds: string[] = [];
  const value = c.median.federatedSsr;
  if (t.max !== undefined) {
    parts.push(`<= ${fmt(c.metric, t.max)}`);
    holds.push(value === null ? 'n/a' : value <= t.max ? 'yes' : 'NO');
  }
  if (t.maxRatio !== undefined) {
    const r = ssrRatio(c);
    parts.push(`ratio <= ${t.maxRatio.toFixed(2)}`);
    holds.push(r === null ? 'n/a' : r <= t.maxRatio ? 'yes' : 'NO');
  }
  return { target: `${parts.join('; ')} (${t.source})`, holds: holds.join('; ') };
}

export function buildSsrReport(
  machine: Machine,
  cells: SsrCell[],
  failures: string[],
): { json: unknown; md: string } {
  const rows = cells.map((c) => ({ ...c, ratio: ssrRatio(c), ...ssrVerdict(c) }));
  const busy = (machine.loadAverage_start[0] ?? 0) > machine.cores;
  const md = [
    '# Server-rendered first view: federated server-rendered vs client-rendered, and the monolith',
    '',
    `Median of ${machine.runs} loads per cell. Three sites of the same build, measured in the same run, interleaved`,
    '(client-rendered federated, server-rendered federated, monolith, then again) so that machine noise hits all alike:',
    '',
    `- ${VARIANT_LABEL.federated}: the production run as the e2e suite serves it (host and five remotes each on its own origin).`,
    `- ${VARIANT_LABEL.federatedSsr}: the same run's second host (\`tooling/start.ts --ssr-host\`, base+20), which streams the host's`,
    '  server render (tooling/cdn/stream-page.ts); same remotes, same backend, same site config.',
    `- ${VARIANT_LABEL.monolith}: the remotes' exposed modules bundled into the host, no federation (the peer the server render is measured against).`,
    '',
    `- Sources: commit ${machine.commit}. Loads per cell: ${machine.runs}.`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Linux ${machine.kernel}; Node ${machine.node}; ${machine.chromium}; ${machine.date}.`,
    `- Load average (1, 5, 15 min) at start ${machine.loadAverage_start.join(', ')}, at end ${machine.loadAverage_end.join(', ')}` +
      (busy
        ? ': other work kept the cores busy, so absolute times are pessimistic and noisy; compare the columns of one row.'
        : ` on ${machine.cores} cores: no other heavy work when the run began.`),
    '- Mobile: Lighthouse conditions (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up, 412x823). Desktop: unthrottled, 1366x768.',
    '- First view: new browser context, HTTP cache off. Repeat visit: a first visit in the same context until the page settles',
    '  and the service worker holds the remotes, then the HTTP cache on and the page measured again (bench/measure.ts).',
    '- TTFB: Navigation Timing responseStart. TBT: long tasks after FCP, (duration - 50 ms) summed. The ratio is',
    '  server-rendered federated / client-rendered monolith; the targets are held (or not) by the server-rendered federated site.',
    '',
    `| profile | scenario | metric | ${SSR_VARIANTS.map((v) => VARIANT_LABEL[v]).join(' | ')} | ratio SSR/monolith | target | holds? |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.profile} | ${r.label} | ${METRIC_LABEL[r.metric] ?? r.metric} | ${SSR_VARIANTS.map((v) => fmt(r.metric, r.median[v])).join(' | ')} | ${r.ratio === null ? 'n/a' : r.ratio.toFixed(2)} | ${r.target} | ${r.holds} |`,
    ),
    '',
    '## Each load (LCP and TTFB, ms, in run order)',
    '',
    `| profile | scenario | metric | ${SSR_VARIANTS.map((v) => VARIANT_LABEL[v]).join(' | ')} |`,
    '|---|---|---|---|---|---|',
    ...rows
      .filter((r) => r.metric === 'lcp' || r.metric === 'ttfb')
      .map(
        (r) =>
          `| ${r.profile} | ${r.label} | ${METRIC_LABEL[r.metric]} | ${SSR_VARIANTS.map((v) => r.each[v].map((x) => Math.round(x)).join(', ') || 'n/a').join(' | ')} |`,
      ),
    '',
    failures.length
      ? `Failed loads (left out of the medians): ${failures.length}\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
      : 'Failed loads: none.',
    '',
  ].join('\n');
  return { json: { machine, targets: SSR_TARGETS, rows, failures }, md };
}

/**
 * Writes ssr-report.json and ssr-report.md beside this file; the hand-written reading (ssr-findings.md: the
 * previous figures beside these, what holds and why) follows the table. Returns the markdown.
 */
export function writeSsrReport(json: unknown, md: string, dir = import.meta.dirname): string {
  writeFileSync(join(dir, 'ssr-report.json'), JSON.stringify(json, null, 2) + '\n');
  const findings = join(import.meta.dirname, 'ssr-findings.md');
  const full = existsSync(findings) ? `${md}\n${readFileSync(findings, 'utf8')}` : md;
  writeFileSync(join(dir, 'ssr-report.md'), full);
  return full;
}
