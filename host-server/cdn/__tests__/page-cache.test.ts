import { startChoicesOf } from '@mfp/shared/flows/start-choices';
import { startContextFrom } from '@mfp/shared/flows/start-context';
import { parseCookies } from '@mfp/shared/storage/cookie';
import { SITE } from '@mfp/host-shell/test-support/render-fixture';
import {
  cachedPage,
  CACHEABLE_PAGE_STATUSES,
  PAGE_CACHE_SECONDS,
  PageCache,
  pageCacheEnabled,
  pageCacheKey,
  type CachedPage,
} from '../page-cache';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const PHONE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';
/** The start choices of a Cookie header, as the request context reads them. */
const choicesOf = (cookieHeader = '') => startChoicesOf(parseCookies(cookieHeader));
const base = { url: '/', choices: choicesOf(), hints: { 'user-agent': DESKTOP }, config: SITE.config, template: TEMPLATE, remotes: { mfe_lobby: 'http://cdn/lobby/stable/mf-manifest.json' } };

describe('micro-cache rules', () => {
  it('keeps a page a few seconds, and only a page or the error screen', () => {
    expect(PAGE_CACHE_SECONDS).toBeGreaterThanOrEqual(1);
    expect(PAGE_CACHE_SECONDS).toBeLessThanOrEqual(10);
    expect(CACHEABLE_PAGE_STATUSES).toEqual([200, 404]);
  });

  it('is on with server rendering unless MFP_PAGE_CACHE=0', () => {
    expect(pageCacheEnabled({})).toBe(true);
    expect(pageCacheEnabled({ MFP_PAGE_CACHE: '0' })).toBe(false);
  });

  describe('pageCacheKey: what the render reads', () => {
    const key = pageCacheKey(base, startContextFrom);
    it.each([
      ['another path', { url: '/discount' }],
      ['another query', { url: '/?web_debug=1' }],
      ['another language (spec 9 cookie i18n_redirected)', { choices: choicesOf('i18n_redirected=bn_BD') }],
      ['another layout (phone User-Agent)', { hints: { 'user-agent': PHONE } }],
      ['another layout (width hint)', { hints: { 'user-agent': DESKTOP, 'sec-ch-viewport-width': '390' } }],
      ['another site config object (a release or a rollback)', { config: { ...SITE.config } }],
      ['another build of the page', { template: TEMPLATE.replace('<head>', '<head><title>x</title>') }],
      ['another version of the rendered remote (a canary session)', { remotes: { mfe_lobby: 'http://cdn/lobby/canary/mf-manifest.json' } }],
      ['the remote not rendered (its area on the client)', { remotes: {} }],
    ])('differs for %s', (_name, change) => expect(pageCacheKey({ ...base, ...change }, startContextFrom)).not.toBe(key));

    it('differs by currency (ccy cookie)', () =>
      expect(pageCacheKey({ ...base, choices: choicesOf('ccy=BDT') }, startContextFrom)).not.toBe(pageCacheKey({ ...base, choices: choicesOf('ccy=USD') }, startContextFrom)));

    it.each([
      ['an unrelated cookie', { choices: choicesOf('_fbc=fb.1.1.abc') }],
      ['the language the site would pick anyway, as a cookie', { choices: choicesOf(`i18n_redirected=${SITE.config.languages[0] ?? 'en_US'}`) }],
      ['another desktop browser', { hints: { 'user-agent': `${DESKTOP} Edg/120` } }],
      ['the same config object', { config: SITE.config }],
      ['another session drawn to the same versions', { remotes: { mfe_lobby: 'http://cdn/lobby/stable/mf-manifest.json' } }],
    ])('is the same for %s', (_name, change) => expect(pageCacheKey({ ...base, ...change }, startContextFrom)).toBe(key));
  });

  describe('a kept page: the same bytes and policy for every visitor', () => {
    const renderNonce = 'Q2FjaGVkUmVuZGVyTm9uY2U=';
    // Content an attacker controls may hold a script element and nonce-like text; it never carries the render's nonce.
    const html =
      `<script nonce="${renderNonce}">boot()</script><p>nonce="abc"</p><script>injected()</script>` +
      `<script nonce="${renderNonce}" src="/a.js"></script><style nonce="${renderNonce}">p{}</style>`;
    const keep = () => cachedPage({ html, renderNonce, status: 200, robots: null, shared: true });

    it("runs the inline scripts the render wrote by their hashes (never one of content's), and its style elements by the render's nonce", async () => {
      const { inline } = await keep();
      expect(inline.scripts).toEqual([`'sha256-${createHash('sha256').update('boot()').digest('base64')}'`]);
      expect(inline.styles).toEqual([`'nonce-${renderNonce}'`]);
    });

    it('is compressed once, in each encoding, to the bytes rendered', async () => {
      const kept = await keep();
      expect(kept.html.toString()).toBe(html);
      expect(brotliDecompressSync(kept.encoded.br).toString()).toBe(html);
      expect(gunzipSync(kept.encoded.gzip).toString()).toBe(html);
    });
  });
});

describe('PageCache: keeps PAGE_CACHE_SECONDS, renders once per key', () => {
  const page = (status = 200): CachedPage => ({
    status,
    robots: null,
    html: Buffer.from('<p></p>'),
    encoded: { br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
    inline: { scripts: [], styles: [] },
    shared: true,
  });

  it('serves a kept page until it expires, then renders again', async () => {
    let now = 1_000;
    const cache = new PageCache(PAGE_CACHE_SECONDS * 1000, () => now);
    const render = jest.fn(() => Promise.resolve(page()));
    expect(await cache.get('k', render)).toEqual({ page: page(), hit: false });
    now += PAGE_CACHE_SECONDS * 1000 - 1;
    expect((await cache.get('k', render)).hit).toBe(true);
    now += 1;
    expect((await cache.get('k', render)).hit).toBe(false);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders once for concurrent misses of one key (single flight)', async () => {
    const cache = new PageCache();
    let finish!: (p: CachedPage) => void;
    const render = jest.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
    const answers = Array.from({ length: 20 }, () => cache.get('k', render));
    finish(page());
    const results = await Promise.all(answers);
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => !r.hit)).toHaveLength(1);
    expect(results.every((r) => r.page?.html.toString() === '<p></p>')).toBe(true);
  });

  it.each([
    ['a render that may not be kept (late, failed)', () => Promise.resolve(null)],
    ['a render that throws', () => Promise.reject(new Error('boom'))],
    ['a status other than 200 and 404', () => Promise.resolve(page(500))],
  ])('keeps nothing for %s', async (_name, result) => {
    const cache = new PageCache();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await cache.get('k', result);
    spy.mockRestore();
    expect(cache.size).toBe(0);
  });

  it('keeps a 404 (the error screen of an unknown route)', async () => {
    const cache = new PageCache();
    await cache.get('k', () => Promise.resolve(page(404)));
    expect(cache.size).toBe(1);
  });

  it('a purge drops every kept page: the next request renders anew', async () => {
    const cache = new PageCache();
    await cache.get('k', () => Promise.resolve(page()));
    cache.purge();
    expect(cache.size).toBe(0);
    expect((await cache.get('k', () => Promise.resolve(page()))).hit).toBe(false);
  });

  it('a render begun before a purge is answered but not kept, nor shared with a request after it', async () => {
    const cache = new PageCache();
    let finish!: (p: CachedPage) => void;
    const before = cache.get('k', () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    cache.purge();
    const fresh = jest.fn(() => Promise.resolve(page()));
    const after = cache.get('k', fresh);
    finish(page());
    expect((await before).page).not.toBeNull();
    expect((await after).hit).toBe(false);
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
    // What is kept is the render begun after the purge.
    expect((await cache.get('k', () => Promise.reject(new Error('not rendered again')))).hit).toBe(true);
  });

  it('holds at most its maximum, dropping the oldest', async () => {
    const cache = new PageCache(60_000, Date.now, 2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, () => Promise.resolve(page()));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => Promise.resolve(page()))).hit).toBe(false);
    expect((await cache.get('c', () => Promise.resolve(page()))).hit).toBe(true);
  });
});
