import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchSiteRoute } from '@mfp/shared/contracts';
import { DESKTOP_UA, SITE } from '@mfp/host-shell/test-support/render-fixture';
import { fetchFirstViewData, renderPage as hostRenderPage } from '@mfp/host-shell/server';
import { readSiteConfig, type RenderPage } from '../render-entry';
import { startSiteServer } from '../site-server';

// The host server fetches the first view's data from the backend, renders with it,
// hands it to the browser in the render state and preloads the lead image; the backend down renders the page without.
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>BD Play</title><script defer src="/static/js/main.js"></script></head>' +
  '<body><div id="root"><div id="boot"></div></div></body></html>';
const BANNER = 'http://127.0.0.1:9/assets/banners/desk-one.webp';
const REPLIES: Record<string, unknown> = {
  '/api/arks/web/carousel_picture': { web_carousel_picture_list: [{ id: 1, image: BANNER, title: 'One' }] },
  '/api/arks/web/announcement/marquee': { web_announcement_list: [] },
};

function get(origin: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    httpRequest({ host: hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('first view data in the server render (data fetched once)', () => {
  let backend: Server;
  let host: Server;
  let hostOrigin = '';
  let apiOrigin = '';
  let backendUp = true;

  beforeAll(async () => {
    backend = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (!backendUp) return void res.destroy();
        const path = (req.url ?? '').split('?')[0];
        const data = REPLIES[path ?? ''] ?? null;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 1000, message: 'ok', data }));
      });
    });
    apiOrigin = await listen(backend);
    const dir = mkdtempSync(join(tmpdir(), 'mfp-first-view-'));
    writeFileSync(join(dir, 'index.html'), TEMPLATE);
    const configFile = join(dir, 'bd01.json');
    writeFileSync(configFile, JSON.stringify(SITE.config));
    host = await startSiteServer({
      name: 'host-first-view-test',
      host: '127.0.0.1',
      port: 0,
      mounts: [{ prefix: '/', dir }],
      spaFallback: true,
      isPagePath: (path) => matchSiteRoute(path) !== null,
      serverRender: {
        renderPage: hostRenderPage as unknown as RenderPage,
        siteConfig: () => readSiteConfig(configFile),
        firstViewData: (request, site) => fetchFirstViewData(request, site, { apiOrigin, budgetMs: 2_000 }),
      },
    });
    hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
    await new Promise((resolve) => host.close(resolve));
  });

  it('the page carries the handed-over queries and preloads the lead image from its head', async () => {
    backendUp = true;
    const res = await get(hostOrigin, '/', { 'user-agent': DESKTOP_UA });
    expect(res.status).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${BANNER}">`);
    const state = /<script[^>]*id="mfp-ssr-state"[^>]*>(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    const keys = (JSON.parse(state) as { queryState: { queries: { queryKey: unknown[] }[] } }).queryState.queries.map((q) => q.queryKey[1]);
    expect(keys).toEqual(expect.arrayContaining(['siteDetail', 'carouselPicture', 'announcementMarquee', 'bulletin', 'jackpot']));
  });

  it('the backend down: the page still renders on the server, with no data and no preload', async () => {
    backendUp = false;
    const res = await get(hostOrigin, '/', { 'user-agent': DESKTOP_UA });
    expect(res.status).toBe(200);
    expect(res.body).toContain('id="mfp-ssr-state"');
    expect(res.body).toContain('data-testid="site-header"');
    expect(res.body).not.toContain('rel="preload" as="image"');
  });
});
