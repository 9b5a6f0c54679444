import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { REMOTE_FOLDERS } from '@mfp/shared/contracts';
import { precompressDir } from '@mfp/shared/node/precompress';
import { repoRoot } from './singletons.ts';
import { enforceRouteBudgets } from './budget/check-route-budgets.ts';

export const BUILT_PACKAGES = ['host-shell', ...Object.values(REMOTE_FOLDERS)];

/** A package's own `build` script (its package.json): the one definition of what its production build is. */
export function buildScriptOf(folder: string): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = manifest.scripts?.build;
  if (!script) throw new Error(`${folder}/package.json has no build script`);
  return script;
}

/**
 * Production builds of the host (its browser bundle and its server render entry) and the five remotes, two at
 * a time (the machine has two cores), each by its package's build script, as `pnpm start`, the test command
 * and a release build all use it; then the public routes' JavaScript budgets, which need every build. Each
 * build's text files are written compressed beside them (shared's node/precompress.ts): the servers send those and compress
 * nothing per request.
 */
export async function buildAll(): Promise<void> {
  const queue = [...BUILT_PACKAGES];
  const run = (folder: string) =>
    new Promise<void>((resolve, reject) => {
      const cwd = join(repoRoot, folder);
      const child = spawn('sh', ['-c', buildScriptOf(folder)], {
        cwd,
        env: { ...process.env, NODE_ENV: 'production', PATH: [join(cwd, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${folder} failed (${code})`))));
    });
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await run(next);
      await precompressDir(join(repoRoot, next, 'dist'));
    }
  };
  await Promise.all([worker(), worker()]);
  // Every page's whole JavaScript (host, shared singletons, remotes, idle-time loads) against its route's budget.
  enforceRouteBudgets();
}

if (process.argv[1]?.endsWith('build-all.ts'))
  buildAll().catch((e) => {
    console.error(e);
    process.exit(1);
  });
