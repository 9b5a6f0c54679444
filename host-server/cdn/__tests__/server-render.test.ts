import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMMON_MESSAGES } from '@mfp/shared';
import { matchSiteRoute } from '@mfp/shared/contracts';
// The host's real render entry (the source dist-server/render-page.js is built from), as the server loads it.
import { DESKTOP_UA, PHONE_UA, SITE } from '@mfp/host-shell/test-support/render-fixture';
import { renderPage as hostRenderPage } from '@mfp/host-shell/server';
import { contentSecurityPolicy } from '../headers';
import { readSiteConfig, SSR_RENDER_BUDGET_MS, ssrEnabled, type RenderedPage, type RenderPage } from '../render-entry';
import { startSiteServer } from '../site-server';
import type { ServerRender } from '../page-render';

const BOOT = '<div id="boot" role="status" aria-label="Loading"><div class="spin"></div></div>';
// The built index.html's shape (host-shell/dist/index.html): boot script and preloads in the head, the spinner in the root.
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BD Play</title><style>#boot{min-height:100vh}</style>' +
  '<script defer fetchpriority="high" src="/static/js/main.a9630ae5d6.js"></script><link as="script" href="/static/js/124.3607dee050.js" rel="preload">' +
  `</head><body><div id="root">${BOOT}</div></body></html>`;
const SOURCES = { self: 'http://127.0.0.1:1', remotes: [], api: 'http://127.0.0.1:2', socket: 'ws://127.0.0.1:3' };

const hostText = (locale: string, ...path: string[]): string => {
  const tree: unknown = JSON.parse(readFileSync(join(__dirname, '../../../host-shell/src/locales', locale, 'host.json'), 'utf8'));
  const text = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
  if (typeof text !== 'string') throw new Error(`no ${locale} host ${path.join('.')}`);
  return text;
};
const common = (locale: 'en_US' | 'bn_BD', group: string, key: string): string => {
  const tree = COMMON_MESSAGES[locale][group];
  const text = typeof tree === 'object' ? tree[key] : undefined;
  if (typeof text !== 'string') throw new Error(`no ${locale} common ${group}.${key}`);
  return text;
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    httpRequest({ host: hostname, port, path, headers }, (res) => {
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

/** A host server with server rendering over the template and a site config file; `origin()` is its address. */
function renderingServer(render: (configFile: string) => ServerRender): { origin: () => string; configFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mfp-ssr-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  const configFile = join(mkdtempSync(join(tmpdir(), 'mfp-ssr-config-')), 'bd01.json');
  writeFileSync(configFile, JSON.stringify(SITE.config));
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = await startSiteServer({
      name: 'host-ssr-test',
      host: '127.0.0.1',
      port: 0,
      mounts: [{ prefix: '/', dir }],
      spaFallback: true,
      isPagePath: (path) => matchSiteRoute(path) !== null,
      contentSecurityPolicy: (nonce) => contentSecurityPolicy(SOURCES, nonce),
      serverRender: render(configFile),
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return { origin: () => origin, configFile };
}

const hostRender = (configFile: string): ServerRender => ({
  renderPage: hostRenderPage as unknown as RenderPage,
  siteConfig: () => readSiteConfig(configFile),
});

const isStatic = (body: string): boolean => body.includes(`<div id="root">${BOOT}</div>`) && !body.includes('mfp-ssr-state');

describe("the host's pages rendered on the server into index.html", () => {
  const { origin, configFile } = renderingServer(hostRender);

  describe.each(['en_US', 'bn_BD'] as const)('/ in %s (cookie i18n_redirected)', (locale) => {
    const cookie = `i18n_redirected=${locale}`;

    it('desktop: header, desktop nav and footer in the language, lang, title, state script before the boot script', async () => {
      const res = await get(origin(), '/', { cookie, 'user-agent': DESKTOP_UA });
      expect(res.status).toBe(200);
      expect(res.body).toContain(`<html lang="${locale.replace('_', '-')}">`);
      // Its description in the language, for search engines, right after the title.
      expect(res.body).toContain(`<title>${hostText(locale, 'title', 'home')} | BD Play</title><meta name="description" content="${hostText(locale, 'description', 'home')}">`);
      expect(res.body).not.toContain('name="robots"');
      expect(res.body).toContain('data-layout="desktop"');
      expect(res.body).toContain('data-testid="header-nav"');
      expect(res.body).toContain(common(locale, 'header', 'login'));
      expect(res.body).toContain(hostText(locale, 'footer', 'responsible'));
      expect(res.body).not.toContain('id="boot"');
      expect(res.body.indexOf('id="mfp-ssr-state"')).toBeGreaterThan(-1);
      expect(res.body.indexOf('id="mfp-ssr-state"')).toBeLessThan(res.body.indexOf('src="/static/js/main.a9630ae5d6.js"'));
      expect(res.body.endsWith('</div></body></html>')).toBe(true);
    });

    it('mobile (User-Agent): the bottom nav instead of the desktop nav', async () => {
      const res = await get(origin(), '/', { cookie, 'user-agent': PHONE_UA });
      expect(res.body).toContain('data-layout="mobile"');
      expect(res.body).toContain('data-testid="mobile-nav"');
      expect(res.body).not.toContain('data-testid="header-nav"');
      expect(res.body).toContain(common(locale, 'header', 'login'));
    });
  });

  it('headers of a rendered page: no-cache, Vary on what it is rendered from, Accept-CH for the layout hints', async () => {
    const res = await get(origin(), '/', { 'user-agent': DESKTOP_UA });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie, User-Agent, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile');
    expect(res.headers['accept-ch']).toBe('Sec-CH-Viewport-Width, Sec-CH-UA-Mobile');
  });

  it("every script carries the response's own nonce, the one its CSP allows (the render state's siblings too)", async () => {
    const [a, b] = [await get(origin(), '/'), await get(origin(), '/')];
    const nonce = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(String(b.headers['content-security-policy'])).not.toContain(`'nonce-${nonce}'`);
    const scripts = a.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(String(a.headers['content-security-policy'])).not.toContain("'unsafe-inline' ");
  });

  it('/nope answers 404, noindex (header and meta), titled Page Not Found, with the error screen', async () => {
    const res = await get(origin(), '/nope', { 'user-agent': DESKTOP_UA });
    expect(res.status).toBe(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain(
      `<title>Page Not Found | BD Play</title><meta name="description" content="${hostText('en_US', 'description', 'not_found')}"><meta name="robots" content="noindex">`,
    );
    expect(res.body).toContain('data-status="404"');
  });

  it.each(['br', 'gzip'])('streams the page compressed (%s) by Accept-Encoding', async (encoding) => {
    const res = await get(origin(), '/', { 'accept-encoding': encoding, 'user-agent': DESKTOP_UA });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.body).toContain(common('en_US', 'header', 'login'));
    expect(res.body.endsWith('</body></html>')).toBe(true);
    expect((await get(origin(), '/')).headers['content-encoding']).toBeUndefined();
  });

  it('renders with the site config as it is now: a release that rewrites it shows on the next request', async () => {
    expect((await get(origin(), '/', { cookie: 'i18n_redirected=en_US' })).body).toContain('"currency":"USD"');
    writeFileSync(configFile, JSON.stringify({ ...SITE.config, currencies: ['BDT'] }));
    expect((await get(origin(), '/', { cookie: 'i18n_redirected=en_US' })).body).toContain('"currency":"BDT"');
    writeFileSync(configFile, JSON.stringify(SITE.config));
  });

  it('/fastDeposit (a browser-only page) gets the static page', async () => {
    expect(isStatic((await get(origin(), '/fastDeposit')).body)).toBe(true);
  });

  it('a browser that asks for its pages rendered in the browser (mfp_render=client) gets the static page', async () => {
    expect(isStatic((await get(origin(), '/', { cookie: 'i18n_redirected=en_US; mfp_render=client' })).body)).toBe(true);
    expect(isStatic((await get(origin(), '/', { cookie: 'mfp_render=server' })).body)).toBe(false);
  });
});

/** A render entry whose page behaves as `shell` says; records what was aborted. */
function fakeRender(shell: () => Promise<void>, aborted: unknown[]): RenderPage {
  return () => {
    const page: RenderedPage = {
      kind: 'page',
      status: 200,
      head: { title: 'Home | BD Play', description: 'Play "online" <now>.', lang: 'en-US', robots: null },
      stateScript: '<script id="mfp-ssr-state" type="application/json">{}</script>',
      shellReady: shell(),
      allReady: Promise.resolve(),
      pipe: (destination) => {
        const body = new PassThrough();
        body.pipe(destination);
        body.end('<p>rendered</p>');
        return destination;
      },
      abort: (reason) => void aborted.push(reason),
    };
    return page;
  };
}

describe('never worse than today: a late or failing render gives the static page', () => {
  it('the render budget is 300 ms', () => expect(SSR_RENDER_BUDGET_MS).toBe(300));

  describe('a shell later than the budget', () => {
    const aborted: unknown[] = [];
    // Far later than the budget, so the answer's time tells the two apart even on a loaded machine.
    const late = () => new Promise<void>((resolve) => setTimeout(resolve, SSR_RENDER_BUDGET_MS + 5_000).unref());
    const { origin } = renderingServer((file) => ({ renderPage: fakeRender(late, aborted), siteConfig: () => readSiteConfig(file) }));

    it('is aborted and the static index.html goes out, in about the budget', async () => {
      const started = Date.now();
      const res = await get(origin(), '/');
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(SSR_RENDER_BUDGET_MS - 20);
      expect(took).toBeLessThan(SSR_RENDER_BUDGET_MS + 2_000);
      expect(res.status).toBe(200);
      expect(isStatic(res.body)).toBe(true);
      expect(res.body).not.toContain('rendered');
      expect(aborted).toHaveLength(1);
    });
  });

  describe('a shell in time', () => {
    const { origin } = renderingServer((file) => ({ renderPage: fakeRender(() => Promise.resolve(), []), siteConfig: () => readSiteConfig(file) }));

    it('is streamed into the root', async () => {
      const res = await get(origin(), '/');
      expect(res.body).toContain('<div id="root"><p>rendered</p></div>');
    });
  });

  describe('a render that throws', () => {
    const { origin } = renderingServer((file) => ({
      renderPage: () => {
        throw new Error('render entry broken');
      },
      siteConfig: () => readSiteConfig(file),
    }));

    it('gives the static page, with the 404 of a path with no page kept', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const home = await get(origin(), '/');
      expect(home.status).toBe(200);
      expect(isStatic(home.body)).toBe(true);
      const nope = await get(origin(), '/nope');
      expect(nope.status).toBe(404);
      expect(nope.headers['x-robots-tag']).toBe('noindex');
      expect(isStatic(nope.body)).toBe(true);
      // The static page's scripts get the nonce too, and caches key it as a rendered page.
      expect(home.body).toMatch(/<script nonce="[^"]+" defer/);
      expect(home.headers.vary).toContain('Cookie, User-Agent');
    });
  });

  describe('a shell that fails', () => {
    const aborted: unknown[] = [];
    const { origin } = renderingServer((file) => ({ renderPage: fakeRender(() => Promise.reject(new Error('shell error')), aborted), siteConfig: () => readSiteConfig(file) }));

    it('gives the static page', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(isStatic((await get(origin(), '/')).body)).toBe(true);
      expect(aborted).toHaveLength(1);
    });
  });
});

describe('the MFP_SSR switch', () => {
  it("'1' turns server rendering on, '0' off, unset is the default", () => {
    expect(ssrEnabled({ MFP_SSR: '1' })).toBe(true);
    expect(ssrEnabled({ MFP_SSR: '0' })).toBe(false);
    expect(ssrEnabled({})).toBe(ssrEnabled({ MFP_SSR: undefined }));
  });
});
