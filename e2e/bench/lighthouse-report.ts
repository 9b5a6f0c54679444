import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LighthouseFigures, Preset } from './lighthouse-run';
import { median } from './measure';

export interface LighthouseCell {
  preset: Preset;
  path: string;
  /** 'before': an earlier build of the federated site, measured in the same run. */
  variant: 'federated' | 'monolith' | 'before';
  runs: LighthouseFigures[];
}

export interface LighthouseRun {
  commit: string;
  chromium: string;
  runs: number;
  loadStart: number[];
  loadEnd: number[];
  date: string;
}

/** The phone-page targets on the mobile preset, per visitor page (the member window: LCP 2.0 s, 250 KB). */
export const TARGETS = { score: 90, tbt: 200, lcp: 1800, cls: 0.02, jsKb: 180 } as const;
const MEMBER_TARGETS = { lcp: 2000, jsKb: 250 } as const;

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

/** Writes lighthouse-report.json and .md (beside this file unless `outDir`), returns the markdown. */
export function lighthouseReport(
  run: LighthouseRun,
  cells: LighthouseCell[],
  failures: string[],
  outDir = import.meta.dirname,
): string {
  const lines = [
    '# Lighthouse: federated (server render on) vs client-rendered monolith',
    '',
    `Lighthouse 12, performance category, median of ${run.runs} runs per cell, a fresh Debian Chromium per run`,
    '(`bench/lighthouse-bench.ts`). Mobile: the default preset (simulated slow 4G, 4x CPU, moto g power); desktop:',
    'the desktop preset. The member window is loaded after a hand-off login, with its session kept and the HTTP',
    'cache emptied. Long tasks: the three longest of the run with the median TBT (simulated durations on mobile).',
    '',
    `- Commit ${run.commit}; ${run.chromium}; ${run.date}.`,
    `- Load average (1, 5, 15 min) at start ${run.loadStart.join(', ')}, at end ${run.loadEnd.join(', ')} (2 cores, shared).`,
    `- Targets (mobile, each visitor page): score >= ${TARGETS.score}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}, JS <= ${TARGETS.jsKb} KB; member window LCP <= ${MEMBER_TARGETS.lcp} ms, JS <= ${MEMBER_TARGETS.jsKb} KB.`,
    '',
    '| preset | page | variant | score | LCP | TBT | CLS | JS (compressed) | three longest tasks | targets hold? |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rank = { before: 0, federated: 1, monolith: 2 } as const;
  const order = (c: LighthouseCell) => `${c.preset === 'mobile' ? 0 : 1} ${c.path} ${rank[c.variant]}`;
  for (const cell of [...cells].sort((a, b) => (order(a) < order(b) ? -1 : 1))) {
    const tasks = (medianRun(cell.runs)?.longTasks ?? [])
      .map((t) => `${t.ms} ms ${t.url.split('/').pop() || t.url || '(page)'}`)
      .join('; ');
    lines.push(
      `| ${cell.preset} | ${cell.path} | ${cell.variant} | ${med(cell.runs, (f) => f.score)} | ${Math.round(med(cell.runs, (f) => f.lcp))} ms | ` +
        `${Math.round(med(cell.runs, (f) => f.tbt))} ms | ${med(cell.runs, (f) => f.cls).toFixed(3)} | ${kb(med(cell.runs, (f) => f.jsBytes)).toFixed(1)} KB | ` +
        `${tasks} | ${cell.preset === 'mobile' && cell.variant === 'federated' ? holds(cell) : ''} |`,
    );
  }
  lines.push('', `Failed runs: ${failures.length ? failures.join('; ') : 'none'}.`, '');
  const md = lines.join('\n');
  writeFileSync(
    join(outDir, 'lighthouse-report.json'),
    `${JSON.stringify({ run, cells, failures }, null, 1)}\n`,
  );
  writeFileSync(join(outDir, 'lighthouse-report.md'), md);
  return md;
}
