import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');
export const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const hostBundleStamp = (): string => readFileSync(join(root, 'host-shell', 'dist', 'index.html'), 'utf8');
/** Runs `pnpm release` (tooling/release.ts) with these arguments against this run's CDN folder. */
export const release = (...args: string[]): Buffer => execFileSync(process.execPath, [tsx, join(root, 'tooling', 'release.ts'), ...args], { cwd: root });

let built: { label: string; out: string } | undefined;
/** A new build of the agent center only, into its own folder, labelled (made once per worker, every spec of it reuses it). */
export function labelledBuild(): { label: string; out: string } {
  if (built) return built;
  const label = `e2e-${Date.now()}`;
  const out = mkdtempSync(join(tmpdir(), 'mfp-release-'));
  execFileSync(process.execPath, [join(root, 'mfe-agent-center', 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--config', 'rspack.config.ts'], {
    cwd: join(root, 'mfe-agent-center'),
    env: { ...process.env, NODE_ENV: 'production', MFP_BUILD_VERSION: label, MFP_OUT_DIR: out },
    stdio: 'pipe',
  });
  built = { label, out };
  return built;
}
