import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export async function waitFor(url: string, ms: number): Promise<void> {
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

/**
 * The production run (tooling/start.ts --no-build) on the port block `base` with `args` (the monolith's port,
 * the server-rendering host), and its backend, in one process group of our own (stopped by its id at the end).
 * Its output goes to /tmp/mfp-bench-<base>.log.
 */
export function startSites(base: number, args: string[]): ChildProcess {
  const out = openSync(join('/tmp', `mfp-bench-${base}.log`), 'w');
  return spawn(process.execPath, [tsx, join(root, 'tooling', 'start.ts'), '--no-build', ...args], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      MFP_PORT_BASE: String(base),
      DB_FILE: join('/tmp', `mfp-bench-${base}-${Date.now()}.sqlite`),
      // The bench mints its member session through the loopback /__test/handoff helper.
      TEST_ROUTES: '1',
    },
    stdio: ['ignore', out, out],
  });
}

export async function stopSites(sites: ChildProcess): Promise<void> {
  if (sites.pid === undefined) return;
  const group = -sites.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  await new Promise((r) => setTimeout(r, 3000));
  try {
    process.kill(group, 'SIGKILL');
  } catch {
    // already gone
  }
}
