import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { repoRoot } from './repo-root.ts';

/**
 * The workspace's production build command: the root package.json's `build` script, as `pnpm run build` runs it.
 * The server starts it as a command, never imports the build's code: the build (tooling) sits below the packages
 * it builds, the host shell among them, and this server depends on the host shell.
 */
export function siteBuildCommand(): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = manifest.scripts?.build;
  if (!script) throw new Error('the root package.json has no build script');
  return script;
}

/** Runs the production build of every package in a child process; rejects when it fails. */
export function runSiteBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', siteBuildCommand()], {
      cwd: repoRoot,
      env: { ...process.env, PATH: [join(repoRoot, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (${code})`))));
  });
}
