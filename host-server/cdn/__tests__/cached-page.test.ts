import { COOKIE_NAMES } from '@mfp/shared';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SITE } from '@mfp/host-shell/test-support/render-fixture';
import { PAGE_CACHE_HEADER } from '../cached-page';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../headers';
import { SHARED_PAGE_CACHE_CONTROL } from '../rendered-page-headers';
import { PageCache } from '../page-cache';
import { PAGE_CACHE_PURGE_PATH } from '../page-cache-purge';
import { readSiteConfig, type RenderedPage, type RenderPage, type RenderRequest } from '../render-entry';
import { startSiteServer } from '../site-server';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BD Play</title>' +
  '<script defer src="/static/js/main.a9630ae5d6.js"></script></head><body><div id="root"><div id="boot"></div></div></body></html>';
const SOURCES = { self: 'http://127.0.0.1:1', remotes: [], api: 'http://127.0.0.1:2', socket: 'ws://127.0.0.1:3' };
// Content an attacker controls (a bulletin, a query string) that looks like a nonce attribute.
const HOSTILE = '&lt;script nonce=&quot;x&quot;&gt; nonce="abc"';
// A script in content (which the sanitiser would have dropped): it carries no nonce of the render, so no hash lets it run.
const INJECTED = '<script>injected()</script>';
const sha256Of = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    httpRequest({ host: hostname, port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** A render entry that writes its nonce on an inline script, as React does; `delay` holds its shell back. */
function countingRender(calls: RenderRequest[], delay: () => number): RenderPage {
  return (request) => {
    calls.push(request);
    const shell = new Promise<void>((resolve) => setTimeout(resolve, delay()));
    const page: RenderedPage = {
      kind: 'page',
      status: request.url.startsWith('/nope') ? 404 : 200,
      head: { title: 'Home | BD Play', description: 'Play online.', lang: 'en-US', robots: request.url.startsWith('/nope') ? 'noindex' : null },
      stateScript: '<script id="mfp-ssr-state" type="application/json">{}</script>',
      shellReady: shell,
      allReady: shell,
      pipe: (destination) => {
        const body = new PassThrough();
        body.pipe(destination);
        body.end(`<p>${HOSTILE}</p>${INJECTED}<script nonce="${request.nonce ?? ''}">$RC()</script>`);
        return destination;
      },
      abort: () => undefined,
    };
    return page;
  };
}

describe('micro-cache of visitor pages', () => {
  const calls: RenderRequest[] = [];
  let dataFetches = 0;
  let delayMs = 0;
  const dir = mkdtempSync(join(tmpdir(), 'mfp-cache-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  const configFile = join(dir, 'bd01.json');
  writeFileSync(configFile, JSON.stringify(SITE.config));
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = await startSiteServer({
      name: 'host-cache-test',
      host: '127.0.0.1',
      port: 0,
      mounts: [{ prefix: '/', dir }],
      spaFallback: true,
      contentSecurityPolicy: (inline) => contentSecurityPolicy(SOURCES, inline),
      serverRender: {
        renderPage: countingRender(calls, () => delayMs),
        siteConfig: () => readSiteConfig(configFile),
        firstViewData: () => {
          dataFetches += 1;
          return Promise.resolve(undefined);
        },
      },
      pageCache: new PageCache(60_000),
      testRoutes: true,
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  beforeEach(() => {
    calls.length = 0;
    dataFetches = 0;
    delayMs = 0;
  });

  const directive = (a: Answer, name: string): string[] =>
    new RegExp(`(?:^|; )${name} ([^;]*)`).exec(String(a.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
  const inlineScripts = (a: Answer): string[] => [...a.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

  it('renders a page once and answers again from memory: the same bytes and policy for every visitor, its inline scripts by hash', async () => {
    const first = await get(origin, '/?a=1', { 'accept-encoding': 'br' });
    const second = await get(origin, '/?a=1');
    expect(calls).toHaveLength(1);
    expect([first.headers[PAGE_CACHE_HEADER], second.headers[PAGE_CACHE_HEADER]]).toEqual(['MISS', 'HIT']);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const scriptSrc = directive(first, 'script-src');
    expect(scriptSrc.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
    // Every inline script the render wrote runs by its hash; the one in content does not.
    const rendered = inlineScripts(first).filter((text) => text !== 'injected()');
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    for (const text of rendered) expect(scriptSrc).toContain(sha256Of(text));
    expect(scriptSrc).not.toContain(sha256Of('injected()'));
    expect(first.body).toContain(HOSTILE);
    // Style elements by the nonce drawn for the render, which the page's scripts read for antd's runtime styles.
    expect(directive(first, 'style-src')).toContain(`'nonce-${calls[0]?.nonce ?? ''}'`);
  });

  it('answers a browser that takes gzip with the page compressed once: every answer the same bytes', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate' };
    const answers = [await get(origin, '/?gz=1', browser), await get(origin, '/?gz=1', browser), await get(origin, '/?gz=1', browser)];
    expect(calls).toHaveLength(1);
    expect(dataFetches).toBe(1);
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-length']).toBe(answers[0]?.headers['content-length']);
      expect(answer.body).toBe(answers[0]?.body);
      expect(answer.body).toMatch(/<\/html>$/);
    }
  });

  it('lets a shared cache keep a kept page, never an answer that starts a session', async () => {
    const fresh = await get(origin, '/?s=1');
    expect(fresh.headers['set-cookie']).toBeDefined();
    expect(fresh.headers['cache-control']).toBe('no-cache');
    const returning = await get(origin, '/?s=1', { cookie: 'mfp_sid=returning-visitor-1' });
    expect(returning.headers[PAGE_CACHE_HEADER]).toBe('HIT');
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(returning.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('fetches no data for an answer from memory', async () => {
    await get(origin, '/?d=1');
    await get(origin, '/?d=1');
    await get(origin, '/?d=1');
    expect([calls.length, dataFetches]).toEqual([1, 1]);
  });

  it('renders once for concurrent misses of one key', async () => {
    delayMs = 50;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(origin, '/?burst=1')));
    expect(calls).toHaveLength(1);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  });

  it("keeps the error screen's 404 and its noindex", async () => {
    await get(origin, '/nope');
    const again = await get(origin, '/nope');
    expect(calls).toHaveLength(1);
    expect(again.status).toBe(404);
    expect(again.headers['x-robots-tag']).toBe('noindex');
  });

  it('never answers a member from the cache, nor keeps their page', async () => {
    await get(origin, '/?m=1');
    const member = await get(origin, '/?m=1', { cookie: `${COOKIE_NAMES.memberPresent}=1` });
    expect(calls).toHaveLength(2);
    expect(member.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('renders each language, and a phone, apart', async () => {
    await get(origin, '/?l=1', { cookie: 'i18n_redirected=en_US' });
    await get(origin, '/?l=1', { cookie: 'i18n_redirected=bn_BD' });
    await get(origin, '/?l=1', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
    expect(calls).toHaveLength(3);
  });

  it('renders anew after a release changes the site config', async () => {
    await get(origin, '/?r=1');
    writeFileSync(configFile, JSON.stringify({ ...SITE.config, languages: [...SITE.config.languages] }) + ' ');
    const after = await get(origin, '/?r=1');
    expect(calls).toHaveLength(2);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('MISS');
  });

  it('the test run\'s purge empties the cache: the next answer is rendered anew', async () => {
    await get(origin, '/?p=1');
    await get(origin, '/?p=1');
    expect((await get(origin, PAGE_CACHE_PURGE_PATH, {}, 'DELETE')).status).toBe(204);
    const after = await get(origin, '/?p=1');
    expect(calls).toHaveLength(2);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('MISS');
  });

  it('refuses the purge to a relayed caller, and keeps the pages', async () => {
    await get(origin, '/?q=1');
    expect((await get(origin, PAGE_CACHE_PURGE_PATH, { 'x-forwarded-for': '203.0.113.9' }, 'DELETE')).status).toBe(403);
    expect((await get(origin, '/?q=1')).headers[PAGE_CACHE_HEADER]).toBe('HIT');
  });

  it('keeps no render that missed the budget', async () => {
    delayMs = 600;
    const late = await get(origin, '/?late=1');
    delayMs = 0;
    const next = await get(origin, '/?late=1');
    expect(late.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(next.headers[PAGE_CACHE_HEADER]).toBe('MISS');
  });
});
