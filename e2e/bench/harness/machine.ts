/** What the reports say of the machine: its hardware, software and how busy it was. */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../../support/chromium';

const root = join(import.meta.dirname, '..', '..', '..');

/** The load average (1, 5, 15 min), two decimals. */
export const loadAverage = (): number[] => loadavg().map((x) => Number(x.toFixed(2)));

export const loadText = (l: readonly number[]): string => l.map((x) => x.toFixed(2)).join(', ');

export interface Hardware {
  cpu: string;
  cores: number;
  memoryGiB: number;
  kernel: string;
  node: string;
}

export const hardware = (): Hardware => ({
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  kernel: release(),
  node: process.version,
});

/** "cpu, N cores, M GiB, Linux kernel; Node v; [browser; ]date": the Machine line of every report. */
export const machineText = (h: Hardware, date: string, browser?: string): string =>
  `${h.cpu}, ${h.cores} cores, ${h.memoryGiB} GiB, ${osType()} ${h.kernel}; Node ${h.node}; ${browser ? `${browser}; ` : ''}${date}.`;

/** More runnable work than cores before the bench began its own: absolute figures are then pessimistic. */
export const busyAtStart = (loadAtStart: readonly number[], cores: number): boolean =>
  (loadAtStart[0] ?? 0) > cores;

/** The browser's own version line (Debian's Chromium names its build). */
export const chromiumVersion = (): string => execFileSync(CHROMIUM_PATH, ['--version']).toString().trim();

/** The commit measured (BENCH_COMMIT when the caller measures another checkout). */
export function gitCommit(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The machine of a browser bench, saved with its figures. */
export interface BrowserMachine extends Hardware {
  chromium: string;
  runs: number;
  /** The commit of the sources measured. */
  commit: string;
  date: string;
  loadAverage_start: number[];
  loadAverage_end: number[];
}

export const browserMachine = (runs: number, loadAtStart: number[]): BrowserMachine => ({
  ...hardware(),
  chromium: chromiumVersion(),
  runs,
  commit: gitCommit(),
  date: new Date().toISOString(),
  loadAverage_start: loadAtStart,
  loadAverage_end: loadAverage(),
});

/** The Machine and load-average lines of a browser bench's report; `busy` or `quiet` ends the load line. */
export const browserMachineLines = (
  m: BrowserMachine,
  reading: { busy: string; quiet: string },
): string[] => [
  `- Machine: ${machineText(m, m.date, m.chromium)}`,
  `- Load average (1, 5, 15 min) at start ${m.loadAverage_start.join(', ')}, at end ${m.loadAverage_end.join(', ')}` +
    (busyAtStart(m.loadAverage_start, m.cores) ? reading.busy : reading.quiet),
];
