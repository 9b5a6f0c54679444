/** The builds a bench needs or times: the monolith baseline of the same sources, and the timed package builds. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const monolithDir = join(root, '.cache', 'monolith');
const rspack = (folder: string) => join(root, folder, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/** Runs a command to its end, its output dropped (errors shown); returns the wall-clock ms it took. */
function timed(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  const t0 = performance.now();
  execFileSync(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return performance.now() - t0;
}

/** The remotes' exposed modules bundled into the host, no federation: the baseline federation is measured against. */
const buildMonolith = (): number =>
  timed([rspack('host-shell'), 'build', '--config', 'rspack.config.ts'], join(root, 'host-shell'), {
    NODE_ENV: 'production',
    MFP_MONOLITH: '1',
    MFP_OUT_DIR: monolithDir,
  });

/** The monolith, built once when .cache/monolith has none. */
export function ensureMonolith(log: (...xs: unknown[]) => void): void {
  if (existsSync(join(monolithDir, 'index.html'))) return;
  log('monolith build (missing)');
  buildMonolith();
}

export interface BuildTimes {
  fullBuildMs: number;
  oneRemoteRebuildMs: number;
  monolithBuildMs: number;
}

/** Wall-clock build times: every package (two at a time, as `pnpm build`), one remote again, the monolith. */
export function timeBuilds(log: (...xs: unknown[]) => void): BuildTimes {
  log('full production build of every package');
  const fullBuildMs = timed([tsx, join(root, 'tooling', 'build-all.ts')], root);
  log('rebuild of one remote (mfe-games)');
  const oneRemoteRebuildMs = timed(
    [rspack('mfe-games'), 'build', '--config', 'rspack.config.ts'],
    join(root, 'mfe-games'),
    {
      NODE_ENV: 'production',
    },
  );
  log('monolith build');
  const monolithBuildMs = buildMonolith();
  return { fullBuildMs, oneRemoteRebuildMs, monolithBuildMs };
}
