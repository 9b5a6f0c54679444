import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REMOTE_PACKAGES } from './cdn/origins.ts';
import { repoRoot } from './singletons.ts';

const PACKAGES = ['host-shell', ...Object.values(REMOTE_PACKAGES).map((p) => p.folder)];

/** Production builds of the host and the five remotes, two at a time (the machine has two cores). */
export async function buildAll(): Promise<void> {
  const queue = [...PACKAGES];
  const run = (folder: string) =>
    new Promise<void>((resolve, reject) => {
      const cli = join(repoRoot, folder, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
      const child = spawn(process.execPath, [cli, 'build', '--config', 'rspack.config.ts'], {
        cwd: join(repoRoot, folder),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${folder} failed (${code})`))));
    });
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await run(next);
  };
  await Promise.all([worker(), worker()]);
}


if (process.argv[1]?.endsWith('build-all.ts'))
  buildAll().catch((e) => {
    console.error(e);
    process.exit(1);
  });
