/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  announcementMarqueeQuery,
  BANNER_USE_TYPE,
  bulletinQuery,
  carouselPictureQuery,
  DISPLAY_LOCATION,
  floatQuery,
  gameListQuery,
  jackpotQuery,
  modelSettingQuery,
  modelSponsorQuery,
  registerSettingsQuery,
  serviceAgreementQuery,
  siteDetailQuery,
  SSR_DATA_BUDGET_MS,
  SSR_RENDER_BUDGET_MS,
} from '@mfp/shared';
import { fetchFirstViewData } from '../first-view-data';
import { DESKTOP_UA, PHONE_UA, SITE } from './render-fixture';

// The first view's data fetched once, on the server; never worse than a client render: the API down or slow
// gives a page without data.
const { siteId } = SITE.config;
const BANNER = { id: 1, image: 'http://127.0.0.1:9/banner-one.webp', title: 'One' };

/** What the fake backend answers per path (the reply's data), and how long it waits first. */
const REPLIES: Record<string, unknown> = {
  '/api/arks/web/site/detail': { seo_text: 'seo', cs_link: 'https://cs.example' },
  '/api/arks/web/carousel_picture': { web_carousel_picture_list: [BANNER] },
  '/api/arks/web/announcement/marquee': { web_announcement_list: [] },
  '/api/arks/web/bulletin': { list: [] },
  '/api/v2/get_jackpot': { jackpot_amount_total: 123 },
  '/api/v3/game_list': [{ gt_id: 1 }],
  '/api/arks/web/float': { list: [{ id: 1, name: 'Telegram', url: 'https://t.me/site' }] },
};

interface Seen {
  path: string;
  lang: string | undefined;
  at: number;
}

let server: Server;
let origin = '';
let delayMs: (path: string) => number = () => 0;
let seen: Seen[] = [];

const readBody = (req: IncomingMessage): Promise<void> =>
  new Promise((resolve) => {
    req.resume();
    req.on('end', () => resolve());
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then(() => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      seen.push({ path, lang: req.headers.lang as string | undefined, at: Date.now() });
      setTimeout(() => {
        if (res.destroyed) return;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 1000, message: 'ok', data: REPLIES[path] ?? null }));
      }, delayMs(path));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  delayMs = () => 0;
});

const keysOf = (state: { queries: { queryKey: readonly unknown[] }[] } | undefined) =>
  (state?.queries ?? []).map((q) => JSON.stringify(q.queryKey)).sort();
const key = (q: { queryKey: readonly unknown[] }) => JSON.stringify(q.queryKey);

describe('fetchFirstViewData (the first view fetched on the server, with the keys the areas use)', () => {
  it('home, desktop, bn_BD: site detail, float bar, both carousels, marquee, bulletins and jackpot, asked in the request language', async () => {
    const state = await fetchFirstViewData(
      { url: '/', cookieHeader: 'i18n_redirected=bn_BD', userAgent: DESKTOP_UA },
      SITE,
      { apiOrigin: origin, budgetMs: 2_000 },
    );
    const currency = state?.queries.find((q) => q.queryKey[1] === 'jackpot')?.queryKey[2] as { currency: string };
    expect(keysOf(state)).toEqual(
      [
        siteDetailQuery(siteId),
        floatQuery(siteId),
        carouselPictureQuery({ site_id: siteId, use_type: BANNER_USE_TYPE.desktop }),
        carouselPictureQuery({ site_id: siteId, use_type: BANNER_USE_TYPE.small }),
        announcementMarqueeQuery({ site_id: siteId, sort_field: 'sort', sort_order: 'asc' }, 'visitor'),
        bulletinQuery({ site_id: siteId, display_device: 1, display_location: DISPLAY_LOCATION.default }, 'visitor'),
        jackpotQuery(currency.currency),
      ]
        .map(key)
        .sort(),
    );
    expect(currency.currency).not.toBe('');
    expect(state?.queries.find((q) => q.queryKey[1] === 'carouselPicture')?.state.data).toEqual([BANNER]);
    expect(new Set(seen.map((s) => s.lang))).toEqual(new Set(['bn_BD']));
  });

  it('a phone asks for the mobile carousel and the mobile bulletins', async () => {
    const state = await fetchFirstViewData({ url: '/', userAgent: PHONE_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    const keys = keysOf(state);
    expect(keys).toContain(key(carouselPictureQuery({ site_id: siteId, use_type: BANNER_USE_TYPE.mobile })));
    expect(keys).toContain(
      key(bulletinQuery({ site_id: siteId, display_device: 2, display_location: DISPLAY_LOCATION.default }, 'visitor')),
    );
    expect(keys).not.toContain(key(carouselPictureQuery({ site_id: siteId, use_type: BANNER_USE_TYPE.desktop })));
  });

  it.each(['/gameHall', '/slotgame?gp_id=PG'])('%s asks for the hall game list (not the home data)', async (url) => {
    const state = await fetchFirstViewData({ url, userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    const list = state?.queries.find((q) => q.queryKey[1] === 'gameList');
    const body = list?.queryKey[2] as { currency: string };
    expect(list?.queryKey).toEqual(
      gameListQuery(
        { currency: body.currency, site_id: siteId, support_device: 1, template: SITE.config.desktopTemplate },
        'visitor',
      ).queryKey,
    );
    expect(keysOf(state).some((k) => k.includes('carouselPicture'))).toBe(false);
  });

  // With JavaScript off, /main showed only "News Loading..." and /register a skeleton.
  it.each(['/main', '/main/3', '/discount', '/faq'])('%s asks for the model settings in the request language and layout template', async (url) => {
    const state = await fetchFirstViewData({ url, cookieHeader: 'i18n_redirected=bn_BD', userAgent: PHONE_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    expect(keysOf(state)).toEqual(
      [siteDetailQuery(siteId), modelSettingQuery({ site_id: siteId, language: 'bn_BD', model_version: SITE.config.mobileTemplate })].map(key).sort(),
    );
    expect(seen.find((s) => s.path === '/api/web/model_setting')?.lang).toBe('bn_BD');
  });

  it('/sponsor asks for the sponsors', async () => {
    const state = await fetchFirstViewData({ url: '/sponsor', userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    expect(keysOf(state)).toContain(key(modelSponsorQuery({ site_id: siteId, language: 'en_US', model_version: SITE.config.desktopTemplate })));
  });

  it('/register asks for the register settings and the service agreement, the keys the form reads', async () => {
    const state = await fetchFirstViewData({ url: '/register?id=10003', userAgent: PHONE_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    expect(keysOf(state)).toEqual([siteDetailQuery(siteId), registerSettingsQuery(siteId), serviceAgreementQuery(siteId)].map(key).sort());
  });

  // The float bar's gutter moved the desktop page's content sideways when its items came in the browser only.
  it('a desktop framed page asks for the float bar items; a phone and a bare page do not', async () => {
    const desktop = await fetchFirstViewData({ url: '/register', userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    expect(keysOf(desktop)).toContain(key(floatQuery(siteId)));
    expect(desktop?.queries.find((q) => q.queryKey[1] === 'float')?.state.data).toEqual([{ id: 1, name: 'Telegram', url: 'https://t.me/site' }]);
    const phone = await fetchFirstViewData({ url: '/register', userAgent: PHONE_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    expect(keysOf(phone)).not.toContain(key(floatQuery(siteId)));
    const bare = await fetchFirstViewData({ url: '/loading', userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 2_000 });
    expect(keysOf(bare)).not.toContain(key(floatQuery(siteId)));
  });

  it('the calls run in parallel: all seven reach the backend before the first answers', async () => {
    delayMs = () => 400;
    const state = await fetchFirstViewData({ url: '/', userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 3_000 });
    expect(state?.queries).toHaveLength(7);
    const times = seen.map((s) => s.at);
    expect(seen).toHaveLength(7);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(400);
  });

  it('a slow call is left out at the budget; the others are handed over', async () => {
    delayMs = (path) => (path === '/api/v2/get_jackpot' ? 5_000 : 0);
    const began = Date.now();
    const state = await fetchFirstViewData({ url: '/', userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 400 });
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(keysOf(state).some((k) => k.includes('jackpot'))).toBe(false);
    expect(keysOf(state)).toContain(key(siteDetailQuery(siteId)));
  });

  it('the API slow: no data (undefined) once the budget is spent, no throw', async () => {
    delayMs = () => 5_000;
    const began = Date.now();
    await expect(
      fetchFirstViewData({ url: '/', userAgent: DESKTOP_UA }, SITE, { apiOrigin: origin, budgetMs: 100 }),
    ).resolves.toBeUndefined();
    expect(Date.now() - began).toBeLessThan(2_000);
  });

  it('the API down: no data, no throw', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const downOrigin = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    await new Promise((resolve) => down.close(resolve));
    await expect(
      fetchFirstViewData({ url: '/', userAgent: DESKTOP_UA }, SITE, { apiOrigin: downOrigin, budgetMs: 2_000 }),
    ).resolves.toBeUndefined();
  });

  it('the data budget is well inside the render budget', () => {
    expect(SSR_DATA_BUDGET_MS).toBeLessThanOrEqual(SSR_RENDER_BUDGET_MS / 2);
  });
});
