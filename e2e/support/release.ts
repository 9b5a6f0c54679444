import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT_BASE } from './remotes';

export const root = join(import.meta.dirname, '..', '..');
export const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const hostBundleStamp = (): string => readFileSync(join(root, 'host-shell', 'dist', 'index.html'), 'utf8');
/** This run's CDN folder (host-server/cdn/origins.ts cdnRoot: one per port block). */
export const cdnRoot = process.env.MFP_CDN_DIR ?? join(root, PORT_BASE === 3000 ? 'cdn' : `cdn-${PORT_BASE}`);

/** The release state of this run (cdn/releases.json): each remote's current version and its canary if any. */
export interface Releases {
  remotes: Record<string, { current: string; canary?: { version: string; weight: number } }>;
}
export const releases = (): Releases => JSON.parse(readFileSync(join(cdnRoot, 'releases.json'), 'utf8')) as Releases;

/** Runs `pnpm release` (host-server/release.ts) with these arguments against this run's CDN folder. */
export const release = (...args: string[]): Buffer => execFileSync(process.execPath, [tsx, join(root, 'host-server', 'release.ts'), ...args], { cwd: root });

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
