import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { escapePaths, traversalPaths } from '@mfp/shared/test-support/path-traversal';
import { matchSiteRoute } from '@mfp/shared/contracts';
import { precompressDir } from '@mfp/shared/node/precompress';
import { contentSecurityPolicy, corsHeaders } from '../headers';
import { PROXIED_PREFIXES } from '../origins';
import { PAGE_CACHE_PURGE_PATH } from '../page-cache-purge';
import { siteRedirect } from '../site-redirect';
import { startSiteServer, type SiteServerOptions } from '../site-server';

const PAGE = '<!doctype html><title>app</title><script defer src="/static/js/main.1a2b3c4d5e.js"></script><script>window.x=1</script>';
const SCRIPT = 'export const greeting = "hello";\n'.repeat(400);

/** A host-like site server over a one-page app for the tests of one describe block; `origin()` is its address. */
function appServer(extra: Partial<SiteServerOptions> = {}): () => string {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-static-'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    mkdirSync(join(dir, 'static', 'js'), { recursive: true });
    writeFileSync(join(dir, 'static', 'js', 'main.1a2b3c4d5e.js'), SCRIPT);
    writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // As the build leaves it: its text files compressed beside them (shared/src/node/precompress.ts); then one the build did not compress.
    await precompressDir(dir);
    writeFileSync(join(dir, 'static', 'js', 'late.1a2b3c4d5e.js'), SCRIPT);
    const config = mkdtempSync(join(tmpdir(), 'mfp-config-'));
    mkdirSync(join(config, 'local'));
    writeFileSync(join(config, 'local', 'bd01.json'), '{"remotes":{}}');
    server = await startSiteServer({
      name: 'host-test',
      host: '127.0.0.1',
      port: 0,
      mounts: [
        { prefix: '/', dir },
        { prefix: '/env-config/', dir: config },
      ],
      spaFallback: true,
      isPagePath: (path) => matchSiteRoute(path) !== null,
      ...extra,
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return () => origin;
}

/** A raw request: fetch() would normalise the path that the tests below send as written. */
function rawRequest(origin: string, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
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

describe('CDN rules of every origin (DESIGN.md section 8): cache, types, methods, compression', () => {
  const origin = appServer({ headers: (req) => corsHeaders(req.headers.origin, ['http://host.test']) });

  it('hashed assets are immutable; pages, the service worker and the site config revalidate', async () => {
    expect((await fetch(`${origin()}/static/js/main.1a2b3c4d5e.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/gameHall/3', '/sw.js', '/env-config/local/bd01.json'])
      expect({ path, cache: (await fetch(origin() + path)).headers.get('cache-control') }).toEqual({ path, cache: 'no-cache' });
  });

  it('answers with the content types of headers.ts and the security headers', async () => {
    const js = await fetch(`${origin()}/static/js/main.1a2b3c4d5e.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(js.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(js.headers.get('permissions-policy')).toContain('camera=()');
    expect((await fetch(`${origin()}/logo.png`)).headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${origin()}/env-config/local/bd01.json`)).headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await fetch(`${origin()}/`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('text assets go out as the build compressed them, brotli (or gzip), with Vary on the encoding and the origin', async () => {
    const br = await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js', 'GET', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers.vary?.toLowerCase()).toBe('origin, accept-encoding');
    const { hostname, port } = new URL(origin());
    const bytes = await new Promise<Buffer>((resolve) =>
      httpRequest({ host: hostname, port, path: '/static/js/main.1a2b3c4d5e.js', headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      }).end(),
    );
    expect(brotliDecompressSync(bytes).toString()).toBe(SCRIPT);
    expect((await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js', 'GET', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await rawRequest(origin(), '/logo.png', 'GET', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses nothing per request: a file the build left uncompressed goes out as it is', async () => {
    const late = await rawRequest(origin(), '/static/js/late.1a2b3c4d5e.js', 'GET', { 'accept-encoding': 'gzip, br' });
    expect(late.headers['content-encoding']).toBeUndefined();
    expect(late.body).toBe(SCRIPT);
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const get = await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js', 'GET', { 'accept-encoding': 'br' });
    const head = await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js', 'HEAD', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('OPTIONS answers 204; any other method than GET and HEAD on a file or page answers 405', async () => {
    const options = await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js', 'OPTIONS', { origin: 'http://host.test' });
    expect(options.status).toBe(204);
    expect(options.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(options.headers['access-control-allow-origin']).toBe('http://host.test');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect({ method, status: (await rawRequest(origin(), '/', method)).status }).toEqual({ method, status: 405 });
      expect({ method, status: (await rawRequest(origin(), '/api/health', method)).status }).toEqual({ method, status: 405 });
    }
    // The e2e run's page-cache purge exists only with test routes asked for (never in production).
    expect((await rawRequest(origin(), PAGE_CACHE_PURGE_PATH, 'DELETE')).status).toBe(405);
  });

  it('CORS only for the allowed origins', async () => {
    expect((await fetch(`${origin()}/sw.js`, { headers: { origin: 'http://host.test' } })).headers.get('access-control-allow-origin')).toBe('http://host.test');
    expect((await fetch(`${origin()}/sw.js`, { headers: { origin: 'http://evil.test' } })).headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** A backend that records what reaches it. */
function recordingBackend(): { url: () => string; seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] } {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.writeHead(201, { 'content-type': 'application/json', 'x-backend': 'yes' });
        res.end(JSON.stringify({ code: 0, data: 'ok' }));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return { url: () => url, seen };
}

describe('host API proxy: only the backend prefixes as written, relay headers dropped, the proxy secret sent', () => {
  const backend = recordingBackend();
  // Read when the server starts, after the backend's beforeAll gave it its port.
  const origin = appServer({ proxy: { prefixes: PROXIED_PREFIXES, get target() { return backend.url(); }, secret: 's3cret' } });
  beforeEach(() => (backend.seen.length = 0));

  it('relays method, path, query and body; drops client relay headers; sends X-Forwarded-For and the secret', async () => {
    const res = await fetch(`${origin()}/api/arks/web/login?lang=bn_BD`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-mfp-proxy': 'forged' },
      body: JSON.stringify({ account: 'a' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-backend')).toBe('yes');
    const [seen] = backend.seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/arks/web/login?lang=bn_BD', body: '{"account":"a"}' });
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-mfp-proxy']).toBe('s3cret');
    expect(seen?.headers['x-real-ip']).toBeUndefined();
    expect(seen?.headers.forwarded).toBeUndefined();
  });

  it('every relayed API reply says X-Content-Type-Options: nosniff, whatever the backend sent', async () => {
    const res = await fetch(`${origin()}/api/health`);
    expect(res.headers.get('x-backend')).toBe('yes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a body without a content type is relayed as sent', async () => {
    const res = await fetch(`${origin()}/broadcasting/auth`, { method: 'POST', body: new Uint8Array([1, 2, 3]) });
    expect(res.status).toBe(201);
    expect(backend.seen[0]?.body).toBe('\u0001\u0002\u0003');
  });

  it.each(PROXIED_PREFIXES.map((p) => (p.endsWith('/') ? `${p}x` : p)))('%s reaches the backend', async (path) => {
    expect((await rawRequest(origin(), `${path}?q=1`)).status).toBe(201);
    expect(backend.seen.map((s) => s.url)).toEqual([`${path}?q=1`]);
  });

  it('prefixes are case-sensitive and matched undecoded: /API/ is a page path, /%61pi/ is refused', async () => {
    expect((await rawRequest(origin(), '/API/health')).status).toBe(404);
    expect((await rawRequest(origin(), '/%61pi/health')).status).toBe(400);
    expect(backend.seen).toEqual([]);
  });

  it('every traversal form under every prefix is refused with 400 before routing, and nothing reaches the backend', async () => {
    for (const prefix of [...PROXIED_PREFIXES, '/env-config/', '/static/', '/'])
      for (const target of ['__test/handoff', 'console/marquee'])
        for (const path of traversalPaths(prefix, target)) {
          const res = await rawRequest(origin(), path);
          expect({ path, status: res.status }).toEqual({ path, status: 400 });
          expect(res.body).toBe('bad request path');
          expect(res.headers['cache-control']).toBe('no-store');
        }
    for (const path of escapePaths(4000, '__test/handoff')) expect({ path, status: (await rawRequest(origin(), path)).status }).toEqual({ path, status: 400 });
    expect(backend.seen).toEqual([]);
  }, 60_000);
});

describe('host API proxy with the backend down', () => {
  const origin = appServer({ proxy: { prefixes: PROXIED_PREFIXES, target: 'http://127.0.0.1:1', secret: 's' } });

  it('answers 502 with the API envelope', async () => {
    const res = await fetch(`${origin()}/api/health`);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ code: 502, message: 'backend unavailable', data: null });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the host page runs its scripts by a nonce of its own response, never by unsafe-inline', () => {
  const sources = { self: 'http://127.0.0.1:3000', remotes: ['http://127.0.0.1:3001'], api: 'http://127.0.0.1:4000', socket: 'ws://127.0.0.1:6001' };
  const origin = appServer({ contentSecurityPolicy: (inline) => contentSecurityPolicy(sources, inline) });

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await rawRequest(origin(), path, 'GET', headers);
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    return { res, scriptSrc, nonce };
  };

  it('two responses get two different nonces of 16 random bytes, and script-src has no unsafe-inline', async () => {
    const a = await page('/');
    const b = await page('/');
    expect(a.nonce).toBeDefined();
    expect(Buffer.from(a.nonce ?? '', 'base64')).toHaveLength(16);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.scriptSrc).not.toContain('unsafe-inline');
    expect(a.scriptSrc.split(' ')).toEqual([`'nonce-${a.nonce}'`, 'http://127.0.0.1:3000', 'http://127.0.0.1:3001']);
  });

  it('every <script> of the page carries the nonce of its response, on / and on the SPA fallback', async () => {
    for (const path of ['/', '/index.html', '/gameHall/3', '/no-such-page']) {
      const { res, nonce } = await page(path);
      expect(res.body.match(/<script\b[^>]*>/g)).toEqual([
        `<script nonce="${nonce}" defer src="/static/js/main.1a2b3c4d5e.js">`,
        `<script nonce="${nonce}">`,
      ]);
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await page('/no-such-page')).res.status).toBe(404);
  });

  it('a brotli page holds the nonce of its header too', async () => {
    const { hostname, port } = new URL(origin());
    const { csp, body } = await new Promise<{ csp: string; body: string }>((resolve) =>
      httpRequest({ host: hostname, port, path: '/', headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ csp: String(res.headers['content-security-policy']), body: brotliDecompressSync(Buffer.concat(chunks)).toString() }));
      }).end(),
    );
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(body).toContain(`<script nonce="${nonce}" defer`);
  });

  it('files that are not pages carry the policy without a nonce', async () => {
    const js = await rawRequest(origin(), '/static/js/main.1a2b3c4d5e.js');
    expect(js.headers['content-security-policy']).toBe(contentSecurityPolicy(sources));
  });
});
