import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchSiteRoute } from '../../../shared/src/contracts/routes';
import { startStaticServer } from '../static-server';

describe('host origin: a path with no page answers 404 with the app (its error screen), never 200 (spec 2 routes)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    server = await startStaticServer({
      name: 'host-test',
      host: '127.0.0.1',
      port: 0,
      mounts: [{ prefix: '/', dir }],
      spaFallback: true,
      isPagePath: (path) => matchSiteRoute(path) !== null,
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each(['/', '/gameHall/3', '/user/Deposit', '/faq/12', '/register'])('%s is a page: 200, indexable', async (path) => {
    const res = await fetch(origin + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it.each(['/nope', '/gameHall/99', '/user/Typo', '/faq/x', '/register/Typo'])('%s is not: 404, noindex, still the app', async (path) => {
    const res = await fetch(origin + path);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('a missing asset stays a plain 404, not the app', async () => {
    const res = await fetch(`${origin}/static/js/missing.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found');
  });
});
