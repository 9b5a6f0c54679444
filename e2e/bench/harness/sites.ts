/** The production run the benches measure: started on a port block of its own, stopped by its process group. */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Until `url` answers as `ready` wants (by default any 2xx), asked every half second with `init`; throws after `ms`. */
export async function waitFor(
  url: string,
  ms: number,
  ready: (res: Response, body: () => Promise<string>) => boolean | Promise<boolean> = (res) => res.ok,
  init?: RequestInit,
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url, init);
      if (await ready(res, () => res.text())) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The production run (host-server/start.ts --no-build) on the port block `base` with `args` (the monolith's port,
 * the server-rendering host), and its backend, in one process group of our own (stopped by its id at the end).
 * Its output goes to /tmp/mfp-bench-<base>.log; `env` adds to (or overrides) its environment.
 */
export function startSites(base: number, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const out = openSync(join('/tmp', `mfp-bench-${base}.log`), 'w');
  return spawn(process.execPath, [tsx, join(root, 'host-server', 'start.ts'), '--no-build', ...args], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      MFP_PORT_BASE: String(base),
      DB_FILE: join('/tmp', `mfp-bench-${base}-${Date.now()}.sqlite`),
      // The bench mints its member session through the loopback /__test/handoff helper.
      TEST_ROUTES: '1',
      ...env,
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

/** The production run on `base`, once its API answers (bench scripts that load it: autocannon, sockets). */
export async function startHealthySites(
  base: number,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const sites = startSites(base, args, env);
  await waitFor(`http://127.0.0.1:${base}/api/health`, 180_000);
  return sites;
}

/** Stops the sites when the bench is interrupted, so that no server outlives it on its port block. */
export function stopOnSignal(sites: ChildProcess): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stopSites(sites).finally(() => process.exit(130)));
}

/** A hand-off (spec 2) for `memberId`, minted through the server's loopback test route on `api`. */
export async function handOff(api: string, memberId: number): Promise<string> {
  const res = await fetch(`${api}/__test/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ member_id: memberId }),
  });
  const body = (await res.json()) as { data?: { enc?: string } };
  if (!body.data?.enc) throw new Error(`hand-off failed: ${JSON.stringify(body)}`);
  return body.data.enc;
}
