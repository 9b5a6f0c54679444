import type { Server } from 'node:http';
import { startControlServer } from '../control-server.ts';
import { NodeProcess } from '../node-process.ts';

describe('cluster control server (test-only, loopback: the faults suite crashes and restarts members)', () => {
  let server: Server;
  let port = 0;
  const node = new NodeProcess({ name: 'sleeper', port: 1, command: 'true', args: [] });
  beforeAll(async () => {
    server = await startControlServer(0, new Map([['sleeper', node]]));
    const addr = server.address();
    port = typeof addr === 'object' && addr ? addr.port : 0;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('listens on 127.0.0.1 only', () => {
    const addr = server.address();
    expect(typeof addr === 'object' && addr?.address).toBe('127.0.0.1');
  });

  test('status lists each member and whether it runs', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/status`);
    expect(await res.json()).toEqual({ sleeper: false });
  });

  test.each([
    ['an unknown action', 'POST', '/restart/sleeper'],
    ['an inherited name', 'POST', '/constructor/sleeper'],
    ['an unknown member', 'POST', '/kill/nginx'],
    ['a GET of an action', 'GET', '/kill/sleeper'],
  ])('%s answers 404', async (_name, method, path) => {
    expect((await fetch(`http://127.0.0.1:${port}${path}`, { method })).status).toBe(404);
  });

  test('killing a member that is not running is a no-op', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/kill/sleeper`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sleeper: false });
  });
});
