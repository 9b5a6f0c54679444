/**
 * Performance benchmark (DESIGN.md section 10): the federated production run against a monolith
 * build of the same sources, measured in the same run, in Debian's Chromium. Writes report.json and
 * report.md beside this file and prints the table. Figures, not assertions.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpus, totalmem, release } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureClick, measureFirstView, median, PROFILES, type LoadMetrics } from './measure';

const root = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const FEDERATED = `http://127.0.0.1:${BASE}`;
const MONOLITH = `http://127.0.0.1:${BASE + 90}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function timed(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  const t0 = performance.now();
  execFileSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  return performance.now() - t0;
}

const rspack = (folder: string) => join(root, folder, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

function buildTimes() {
  const full = timed(process.execPath, [tsx, join(root, 'tooling', 'build-all.ts')], root);
  const oneRemote = timed(process.execPath, [rspack('mfe-games'), 'build', '--config', 'rspack.config.ts'], join(root, 'mfe-games'), {
    NODE_ENV: 'production',
  });
  const monolith = timed(process.execPath, [rspack('host-shell'), 'build', '--config', 'rspack.config.ts'], join(root, 'host-shell'), {
    NODE_ENV: 'production',
    MFP_MONOLITH: '1',
    MFP_OUT_DIR: join(root, '.cache', 'monolith'),
  });
  return { fullBuildMs: full, oneRemoteRebuildMs: oneRemote, monolithBuildMs: monolith };
}

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

function startSites(): ChildProcess {
  return spawn(process.execPath, [tsx, join(root, 'tooling', 'start.ts'), '--no-build', `--monolith-port=${BASE + 90}`], {
    cwd: root,
    env: { ...process.env, MFP_PORT_BASE: String(BASE), DB_FILE: join('/tmp', `mfp-bench-${Date.now()}.sqlite`) },
    stdio: 'ignore',
  });
}

type Flow = { name: string; url: string; click: (p: Page) => Promise<void>; target: string };
const FLOWS: Flow[] = [
  {
    name: 'click Login -> login form',
    url: '/',
    click: (p) => p.getByRole('banner').getByRole('button', { name: /log in/i }).first().click(),
    target: 'input[type="password"]',
  },
  {
    name: 'click hall -> game list',
    url: '/',
    click: (p) => p.getByRole('banner').getByRole('link', { name: 'Slots' }).first().click(),
    target: '[data-testid="games-hall"] img',
  },
  {
    name: 'open member center -> menu',
    url: '/user/Info',
    click: async () => undefined,
    target: '[data-testid="member-menu"]',
  },
];

const fmt = (n: number | null, unit = 'ms') => (n === null ? 'n/a' : unit === 'ms' ? `${Math.round(n)} ms` : unit === 'KB' ? `${(n / 1024).toFixed(1)} KB` : n.toFixed(3));
const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? 'n/a' : (a / b).toFixed(2));

async function main() {
  const builds = buildTimes();
  const sites = startSites();
  try {
    await waitFor(`${FEDERATED}/api/health`, 120_000);
    await waitFor(`${MONOLITH}/`, 60_000);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    const results: Record<string, unknown> = {};
    const rows: string[] = [];
    for (const profile of PROFILES) {
      const firstView: Record<string, LoadMetrics> = {};
      for (const [variant, origin] of [
        ['federated', FEDERATED],
        ['monolith', MONOLITH],
      ] as const) {
        const runs: LoadMetrics[] = [];
        // Alternate is not needed for cold loads; each run is a new context with the cache disabled.
        for (let i = 0; i < RUNS; i++) runs.push(await measureFirstView(browser, profile, `${origin}/`, '[data-testid="lobby-home"]'));
        firstView[variant] = Object.fromEntries(
          (Object.keys(runs[0] as LoadMetrics) as (keyof LoadMetrics)[]).map((k) => [k, median(runs.map((r) => r[k]))]),
        ) as unknown as LoadMetrics;
      }
      const f = firstView.federated as LoadMetrics;
      const m = firstView.monolith as LoadMetrics;
      const metricRows: [string, keyof LoadMetrics, string][] = [
        ['LCP', 'lcp', 'ms'],
        ['FCP', 'fcp', 'ms'],
        ['Total blocking time', 'tbt', 'ms'],
        ['CLS', 'cls', ''],
        ['Requests', 'requests', ''],
        ['JavaScript (compressed)', 'jsBytes', 'KB'],
      ];
      for (const [label, key, unit] of metricRows)
        rows.push(`| ${profile.name} | first view of / — ${label} | ${key === 'requests' ? f[key] : fmt(f[key], unit)} | ${key === 'requests' ? m[key] : fmt(m[key], unit)} | ${ratio(f[key], m[key])} |`);
      const flows: Record<string, { federated: number | null; monolith: number | null }> = {};
      for (const flow of FLOWS) {
        const take = async (origin: string) => {
          const xs: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const t = await measureClick(browser, profile, origin + flow.url, flow.click, flow.target);
            if (t !== null) xs.push(t);
          }
          return xs.length ? median(xs) : null;
        };
        flows[flow.name] = { federated: await take(FEDERATED), monolith: await take(MONOLITH) };
        const r = flows[flow.name] as { federated: number | null; monolith: number | null };
        rows.push(`| ${profile.name} | ${flow.name} | ${fmt(r.federated)} | ${fmt(r.monolith)} | ${ratio(r.federated, r.monolith)} |`);
      }
      results[profile.name] = { firstView, flows };
    }
    await browser.close();
    const machine = {
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      kernel: release(),
      node: process.version,
      chromium: execFileSync(CHROMIUM, ['--version']).toString().trim(),
      runs: RUNS,
      date: new Date().toISOString(),
    };
    const report = { machine, builds, results };
    writeFileSync(join(import.meta.dirname, 'report.json'), JSON.stringify(report, null, 2) + '\n');
    const md = [
      '# Performance benchmark',
      '',
      `Median of ${RUNS} cold loads per cell, federated production run against a monolith build of the same sources, measured in the same run.`,
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.chromium}, Node ${machine.node}, ${machine.date}.`,
      'Mobile: 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up, 412x823. Desktop: unthrottled, 1366x768.',
      '',
      '| profile | measure | federated | monolith | ratio |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      `Builds: full production build of every package ${fmt(builds.fullBuildMs)}, rebuild of one remote (mfe-games) ${fmt(builds.oneRemoteRebuildMs)}, monolith build ${fmt(builds.monolithBuildMs)}.`,
      '',
    ].join('\n');
    writeFileSync(join(import.meta.dirname, 'report.md'), md);
    console.log(md);
  } finally {
    sites.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
