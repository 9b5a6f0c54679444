import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchSiteRoute } from '../../../shared/src/contracts/routes';
import { siteRedirect } from '../site-redirect';
import { startStaticServer, type StaticServerOptions } from '../static-server';

/** A host-like static server over a one-page app for the tests of one describe block; `origin()` is its address. */
function appServer(extra: Partial<StaticServerOptions> = {}): () => string {
  let server: Server;
  let origin = '';
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
      ...extra,
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return () => origin;
}

describe('host origin: a path with no page answers 404 with the app (its error screen), never 200 (spec 2 routes)', () => {
  const origin = appServer();

  it.each(['/', '/gameHall/3', '/user/Deposit', '/faq/12', '/register'])('%s is a page: 200, indexable', async (path) => {
    const res = await fetch(origin() + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it.each(['/nope', '/gameHall/99', '/user/Typo', '/faq/x', '/register/Typo'])('%s is not: 404, noindex, still the app', async (path) => {
    const res = await fetch(origin() + path);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('a missing asset stays a plain 404, not the app', async () => {
    const res = await fetch(`${origin()}/static/js/missing.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found');
  });
});

describe('host origin in production: the spec 2 redirects come from the server', () => {
  const origin = appServer({ redirectFor: (path) => siteRedirect(path, 'production') });

  it.each(['/main', '/main/4', '/gameHall', '/gameHall/3', '/slotgame'])('%s answers 301 home', async (path) => {
    const res = await fetch(origin() + path, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('/register answers 302 home and sets isRouteRegister for the session', async () => {
    const res = await fetch(`${origin()}/register`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/^isRouteRegister=1; Path=\/; SameSite=Lax$/);
  });

  it('other pages and paths with no page are not redirected', async () => {
    expect((await fetch(`${origin()}/discount`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${origin()}/gameHall/99`, { redirect: 'manual' })).status).toBe(404);
  });

  it('outside production nothing redirects', () => {
    expect(siteRedirect('/gameHall/3', 'local')).toBeNull();
  });
});
