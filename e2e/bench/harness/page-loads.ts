/**
 * The page-load benches' common part: sites compared in Debian's Chromium, case by case and variant by variant
 * (interleave.ts), under the profiles of measure.ts; each cell the median of its loads, held against targets.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { measureFirstView, measureRepeatView, PROFILES, type LoadMetrics, type Profile } from '../measure';
import { chosen, interleave, type Samples } from './interleave';
import { median, ratio } from './stats';
import type { Log } from './scenario';

/** The lobby's frame: what every visitor page case waits for. */
export const LOBBY = '[data-testid="lobby-home"]';

export interface PageCase<T> {
  key: string;
  label: string;
  measure(browser: Browser, profile: Profile, origin: string): Promise<T>;
}

/** One figure of one case under one profile: each variant's median and every load's value. */
/** The visitor's home page, first view and repeat visit: the cases both page-load scenarios measure. */
export const HOME_CASES: PageCase<LoadMetrics>[] = [
  {
    key: 'home',
    label: 'first view of / (visitor)',
    measure: (b, p, origin) => measureFirstView(b, p, `${origin}/`, LOBBY),
  },
  {
    key: 'home-repeat',
    label: 'repeat visit of / (visitor; service worker and HTTP cache)',
    measure: (b, p, origin) => measureRepeatView(b, p, `${origin}/`, LOBBY),
  },
];

/** The profiles in words, as the page-load reports state them. */
export const PROFILES_TEXT =
  '- Mobile: Lighthouse conditions (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up, 412x823). Desktop: unthrottled, 1366x768.';

export interface PageCell<V extends string> {
  profile: string;
  scenario: string;
  label: string;
  metric: string;
  median: Record<V, number | null>;
  /** Each load's value, in run order. */
  each: Record<V, number[]>;
}

export interface PageTarget {
  profile: string;
  scenario: string;
  metric: string;
  /** The measured variant's value must be at most this. */
  max?: number;
  /** The measured variant over its peer at most this. */
  maxRatio?: number;
  /** Where the target comes from, said after it. */
  source?: string;
}

/**
 * Loads every case on every variant's origin, interleaved, `runs` times per profile (BENCH_PROFILES), after
 * one uncounted warm-up load of / per site (server caches, the render entry's first require, the OS file cache).
 */
export async function measurePageLoads<T>(o: {
  origins: Record<string, string>;
  cases: readonly PageCase<T>[];
  runs: number;
  describe: (sample: T) => string;
  log: Log;
}): Promise<{ raw: Samples<T>; failures: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const variants = Object.keys(o.origins);
    for (const v of variants)
      await measureFirstView(browser, PROFILES[1] as Profile, `${o.origins[v]}/`, LOBBY).catch((e: Error) =>
        o.log('warm-up', v, e.message),
      );
    const profiles = chosen(
      process.env.BENCH_PROFILES ?? 'mobile,desktop',
      PROFILES.map((p) => p.name),
    );
    return await interleave({
      groups: profiles,
      runs: o.runs,
      cases: o.cases.map((c) => c.key),
      variants,
      measure: (group, key, variant) =>
        o.cases
          .find((c) => c.key === key)!
          .measure(
            browser,
            PROFILES.find((p) => p.name === group)!,
            o.origins[variant]!,
          ),
      describe: o.describe,
      log: o.log,
    });
  } finally {
    await browser.close();
  }
}

/** The cells of the samples: per profile and case, one per metric `metricsOf` names, with its pick of a sample. */
export function pageCells<T, V extends string>(
  raw: Samples<T>,
  cases: readonly { key: string; label: string }[],
  variants: readonly V[],
  metricsOf: (key: string) => [string, (sample: T) => number][],
): PageCell<V>[] {
  const cells: PageCell<V>[] = [];
  for (const [profile, byCase] of Object.entries(raw))
    for (const c of cases) {
      const runs = byCase[c.key];
      if (!runs) continue;
      for (const [metric, pick] of metricsOf(c.key)) {
        const each = Object.fromEntries(variants.map((v) => [v, (runs[v] ?? []).map(pick)])) as Record<
          V,
          number[]
        >;
        const medians = Object.fromEntries(variants.map((v) => [v, median(each[v])])) as Record<
          V,
          number | null
        >;
        cells.push({ profile, scenario: c.key, label: c.label, metric, median: medians, each });
      }
    }
  return cells;
}

/** A figure as the page-load tables show it: CLS to three places, counts whole, bytes in KB, times in ms. */
export function fmtMetric(metric: string, n: number | null | undefined): string {
  if (n === null || n === undefined) return 'n/a';
  if (metric === 'cls') return n.toFixed(3);
  if (metric === 'requests') return String(Math.round(n));
  if (metric === 'jsBytes' || metric === 'jsBytesAll') return `${(n / 1024).toFixed(1)} KB`;
  return `${Math.round(n)} ms`;
}

/** The cell's target and whether `subject` holds it against `peer` ('' without a target). */
export function verdict<V extends string>(
  c: PageCell<V>,
  targets: readonly PageTarget[],
  subject: V,
  peer: V,
): { target: string; holds: string } {
  const t = targets.find(
    (x) => x.profile === c.profile && x.scenario === c.scenario && x.metric === c.metric,
  );
  if (!t) return { target: '', holds: '' };
  const parts: string[] = [];
  const holds: string[] = [];
  const value = c.median[subject];
  if (t.max !== undefined) {
    parts.push(`<= ${fmtMetric(c.metric, t.max)}`);
    holds.push(value === null ? 'n/a' : value <= t.max ? 'yes' : 'NO');
  }
  if (t.maxRatio !== undefined) {
    const r = ratio(value, c.median[peer]);
    parts.push(`ratio <= ${t.maxRatio.toFixed(2)}`);
    holds.push(r === null ? 'n/a' : r <= t.maxRatio ? 'yes' : 'NO');
  }
  return { target: parts.join('; ') + (t.source ? ` (${t.source})` : ''), holds: holds.join('; ') };
}

/** The cells again from a saved report's rows (each row is its cell with the ratio and verdict added). */
export const cellsOfRows = <V extends string>(rows: readonly PageCell<V>[]): PageCell<V>[] =>
  rows.map(({ profile, scenario, label, metric, median, each }) => ({
    profile,
    scenario,
    label,
    metric,
    median,
    each,
  }));
