import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { listening } from './support/listening';

// What `pnpm start` prints and does as it starts, on port blocks of its own (beside a developer's site and the
// stop test's 3850): the server-rendering start on 3870; a refused block around 3664.
const SSR_BASE = 3870;
const READY_MS = 90_000;

const children: ChildProcess[] = [];
afterAll(() => {
  // Whatever happened, nothing of this test outlives it: each start's whole process group goes, the backend and
  // its soketi included even when start itself has exited.
  for (const child of children) {
    if (!child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  }
});

/** `host-server/start.ts --no-build --no-watch` on a port block, its output collected. */
function start(base: number, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  if (!existsSync(join(repoRoot, 'host-shell', 'dist', 'index.html')))
    throw new Error('host-shell/dist is missing: this test starts the built site; run `pnpm run build` first');
  const dbFile = join(mkdtempSync(join(tmpdir(), 'mfp-start-')), 'mfp.sqlite');
  // The host server renders with React's production build: start sets NODE_ENV only when it is unset (jest sets 'test').
  const { NODE_ENV: _jestEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'host-server/start.ts', '--no-build', '--no-watch'], {
    cwd: repoRoot,
    detached: true,
    env: { ...inherited, MFP_PORT_BASE: String(base), DB_FILE: dbFile, TEST_ROUTES: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

it('refuses, before it builds or starts anything, a port block that puts an origin on a port browsers refuse', async () => {
  // 3664: the socket lands on 6665 (IRC), on the Fetch standard's bad-port list (Chromium: ERR_UNSAFE_PORT).
  const { child, output } = start(3664, { MFP_SSR: '0' });
  expect(await exitOf(child)).toBe(2);
  expect(output()).toContain('MFP_PORT_BASE=3664');
  expect(output()).toContain('socket (base+3001) on 6665: browsers refuse it');
  expect(output()).toContain('choose another MFP_PORT_BASE');
  expect(output()).not.toContain('Site ready');
  for (const port of [3664, 3665, 4664]) expect({ port, listening: await listening(port) }).toEqual({ port, listening: false });
}, 30_000);

it("warms the server render up once the remotes' origins answer: the start log has no failed remote load", async () => {
  const { child, output } = start(SSR_BASE, { MFP_SSR: '1' });
  const ready = new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      clearInterval(check);
      clearTimeout(timer);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    const exited = () => done(new Error(`start exited before it was ready:\n${output()}`));
    const timer = setTimeout(() => done(new Error(`not ready in ${READY_MS} ms:\n${output()}`)), READY_MS);
    const check = setInterval(() => {
      if (output().includes('Site ready')) done();
    }, 100);
    child.once('exit', exited);
  });
  try {
    await ready;
    const log = output();
    expect(log).toContain(`[ssr] host server on ${SSR_BASE}: / rendered once before listening (warm)`);
    // What a warm-up before the remotes listen printed on every start.
    for (const failure of ['fetch failed', 'ECONNREFUSED', 'its area renders on the client', 'warm-up render failed', 'did not finish in time'])
      expect({ failure, logged: log.includes(failure) }).toEqual({ failure, logged: false });
  } finally {
    child.kill('SIGTERM');
    await exitOf(child);
  }
}, 120_000);
