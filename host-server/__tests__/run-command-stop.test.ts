import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { listening } from './support/listening';

// The run command ends in host-server/start.ts in its own process (scripts/run-site.sh execs it): a service
// manager's or a container's SIGTERM reaches it. Its own port block, so it runs beside a developer's site.
const BASE = 3850;
const PORTS = { host: BASE, lobby: BASE + 1, api: BASE + 1000, socket: BASE + 3001 };
const READY_MS = 90_000;

let child: ChildProcess | undefined;
afterAll(() => {
  // Whatever happened, nothing of this test outlives it: the whole process group goes.
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
});

it('SIGTERM to the run command stops the backend, soketi and every origin, and checkpoints the database', async () => {
  if (!existsSync(join(repoRoot, 'host-shell', 'dist', 'index.html')))
    throw new Error('host-shell/dist is missing: this test starts the built site; run `pnpm run build` first');
  const dbFile = join(mkdtempSync(join(tmpdir(), 'mfp-stop-')), 'mfp.sqlite');
  child = spawn(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'host-server/start.ts', '--no-build', '--no-watch'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, MFP_PORT_BASE: String(BASE), DB_FILE: dbFile, MFP_SSR: '0', TEST_ROUTES: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in ${READY_MS} ms:\n${output}`)), READY_MS);
    const check = setInterval(() => {
      if (!output.includes('Site ready')) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve();
    }, 100);
  });
  for (const port of Object.values(PORTS)) expect({ port, listening: await listening(port) }).toEqual({ port, listening: true });

  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const port of Object.values(PORTS)) expect({ port, listening: await listening(port) }).toEqual({ port, listening: false });
  // The backend stopped with a checkpoint: no write is left only in the write-ahead log.
  const wal = `${dbFile}-wal`;
  expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
}, 120_000);
