import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { portAnswers } from '@mfp/shared/node/port-answers';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Polls a condition every 100 ms until it holds or the deadline passes; gives whether it held. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

test('soketi exits when the process that started it is killed hard (SIGKILL): no soketi is left holding the port', async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const parent = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'helpers', 'soketi-parent.ts'), String(port), String(metricsPort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const soketiPid = await new Promise<number>((resolve, reject) => {
    parent.stdout.on('data', (chunk: Buffer) => {
      const m = /ready (\d+)/.exec(String(chunk));
      if (m) resolve(Number(m[1]));
    });
    parent.once('exit', (code) => reject(new Error(`the parent exited (${code}) before soketi was ready`)));
  });
  expect(await portAnswers('127.0.0.1', port)).toBe(true);

  parent.kill('SIGKILL');
  const alive = (): boolean => {
    try {
      process.kill(soketiPid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    expect(await eventually(async () => !alive() && !(await portAnswers('127.0.0.1', port)), 10_000)).toBe(true);
  } finally {
    if (alive()) process.kill(soketiPid, 'SIGKILL');
  }
}, 40_000);
