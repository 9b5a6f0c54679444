import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/start';
import { freePort } from './helpers/start-server';

/** In the cluster run the API starts no soketi of its own and publishes to the nodes through nginx. */
describe('external soketi (SOKETI=external)', () => {
  let fake: Server;
  let server: RunningServer;
  const published: { url: string; body: { name: string; channels: string[] } }[] = [];

  beforeAll(async () => {
    const pusherPort = await freePort();
    fake = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        published.push({
          url: req.url ?? '',
          body: JSON.parse(text) as { name: string; channels: string[] },
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => fake.listen(pusherPort, '127.0.0.1', () => r()));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-external-'));
    const config = loadConfig({
      API_PORT: '0',
      PUSHER_PORT: String(pusherPort),
      DB_FILE: path.join(dir, 'db.sqlite'),
      CONSOLE_TOKEN: 'console-token-for-test',
      PUSHER_APP_SECRET: 'cluster-secret',
    });
    server = await startServer(config, { externalSoketi: true });
  }, 30_000);
  afterAll(async () => {
    await server.stop();
    await new Promise<void>((r) => fake.close(() => r()));
  });

  test('spawns no soketi and publishes through the Pusher HTTP API at PUSHER_HOST:PUSHER_PORT', async () => {
    expect(server.soketi).toBeNull();
    const res = await fetch(`${server.url}/console/code-957`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-console-token': 'console-token-for-test' },
      body: JSON.stringify({ message: 'cluster' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(100);
    expect(published).toHaveLength(1);
    expect(published[0]!.url).toMatch(/^\/apps\/mfp\/events\?.*auth_signature=/);
    expect(published[0]!.body.name).toBe('code-957');
    expect(published[0]!.body.channels).toEqual(['web_member']);
  });
});
