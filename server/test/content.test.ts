import { SEED_MEMBERS } from '../src/seed/core-seed';
import { post, serverForFile } from './helpers/start-server';
import { HOSTILE_STRINGS, authHeaders, memberPost } from './member-session';

const BDT = SEED_MEMBERS.memberBdt.id;
const s = serverForFile();

describe('bulletins', () => {
  test('visitor bulletins filter by display_device and exclude member-only ones', async () => {
    const desktop = await post(s.baseUrl, '/api/arks/web/bulletin', { site_id: '1', display_device: 1, display_location: 2 });
    expect(desktop.body.code).toBe(100);
    expect(desktop.body.data.list.every((b: any) => [0, 1].includes(b.display_device))).toBe(true);
    expect(desktop.body.data.list.map((b: any) => b.display_content)).not.toContain('Members: daily rebate');
    const mobile = await post(s.baseUrl, '/api/arks/web/bulletin', { site_id: '1', display_device: 2, display_location: 2 });
    expect(mobile.body.data.list.some((b: any) => b.display_device === 2)).toBe(true);
    expect(mobile.body.data.list.some((b: any) => b.display_device === 1)).toBe(false);
    for (const b of desktop.body.data.list) expect(Object.keys(b)).toEqual(expect.arrayContaining(['id', 'display_device', 'display_content', 'content', 'updated_at']));
    expect(desktop.body.data.display_frequency).toBe(1);
  });

  test('member bulletins need a login, location 3 is the deposit page, hide removes them, history keeps them', async () => {
    expect((await post(s.baseUrl, '/api/arks/web/bulletin/member', { display_device: 0, display_location: 2 })).status).toBe(401);
    const h = authHeaders(s, BDT);
    const deposit = await post(s.baseUrl, '/api/arks/web/bulletin/member', { site_id: '1', display_device: 0, display_location: 3 }, h);
    expect(deposit.body.data.list.map((b: any) => b.display_content)).toEqual(['Deposit times']);
    const before = await post(s.baseUrl, '/api/arks/web/bulletin/member', { display_device: 0, display_location: 2 }, h);
    expect(before.body.data.list.length).toBeGreaterThan(0);
    expect((await post(s.baseUrl, '/api/arks/web/bulletin/member/hide', { display_device: 0, display_location: 2 }, h)).body.code).toBe(100);
    const after = await post(s.baseUrl, '/api/arks/web/bulletin/member', { display_device: 0, display_location: 2 }, h);
    expect(after.body.data.list).toEqual([]);
    const history = await post(s.baseUrl, '/api/arks/web/bulletin/history', { display_device: 0, display_location: 2 }, h);
    expect(history.body.data.list.length).toBe(before.body.data.list.length);
  });

  test('bulletins follow the lang header (bn_BD)', async () => {
    const r = await post(s.baseUrl, '/api/arks/web/bulletin', { display_device: 0, display_location: 2 }, { lang: 'bn_BD' });
    expect(r.body.data.list[0].display_content).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('banners, marquee, logo, site', () => {
  test.each([0, 1, 2])('carousel use_type %i has every link_type with game_link_parameter for game links', async (useType) => {
    const r = await post(s.baseUrl, '/api/arks/web/carousel_picture', { site_id: '1', use_type: useType });
    const list = r.body.data.web_carousel_picture_list;
    expect([...new Set(list.map((b: any) => b.link_type))].sort()).toEqual([0, 1, 2]);
    const game = list.find((b: any) => b.link_type === 2);
    expect(game.game_link_parameter).toEqual({ currency: expect.any(String), gt_id: expect.any(Number), gp_id: expect.any(String), gp_gt_name: expect.any(String) });
    // A path on the site's origin, which proxies /assets/ here: never this API's own origin.
    expect(list[0].image).toMatch(/^\/assets\/banner\/\d+\.svg$/);
    const img = await fetch(new URL(list[0].image, s.baseUrl));
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('marquee: visitors see before-login items, members after-login ones', async () => {
    const visitor = await post(s.baseUrl, '/api/arks/web/announcement/marquee', { site_id: '1', sort_field: 'sort', sort_order: 'asc' });
    expect(visitor.body.data.web_announcement_list.every((a: any) => a.display_before_login === 1)).toBe(true);
    const member = await memberPost(s, BDT, '/api/arks/web/announcement/marquee', { site_id: '1', sort_field: 'sort', sort_order: 'desc' });
    expect(member.body.data.web_announcement_list.every((a: any) => a.display_after_login === 1)).toBe(true);
    const sorts = member.body.data.web_announcement_list.map((a: any) => a.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
  });

  test('logo, site detail, models, footer, float, register background', async () => {
    expect((await post(s.baseUrl, '/api/web/logo', { site_id: '1' })).body.data.web_logo_list.length).toBe(3);
    const site = await post(s.baseUrl, '/api/arks/web/site/detail', { site_id: '1' });
    expect(site.body.data).toEqual(expect.objectContaining({ currency_list: ['BDT', 'USD'], language_list: ['en_US', 'bn_BD'], cs_link: expect.any(String) }));
    const model = await post(s.baseUrl, '/api/web/model_setting', { site_id: '1', language: 'en_US', model_version: '1' });
    const kinds = new Set(model.body.data.list.map((i: any) => i.type));
    expect([...kinds]).toEqual(expect.arrayContaining(['discount', 'news', 'faq']));
    expect((await post(s.baseUrl, '/api/web/model_sponsor', { site_id: '1', language: 'bn_BD', model_version: '1' })).body.data.list[0].title).toMatch(/[\u0980-\u09FF]/);
    expect((await post(s.baseUrl, '/api/web/model_login', { site_id: '1', language: 'en_US', model_version: '1' })).body.data.list.length).toBe(1);
    expect((await post(s.baseUrl, '/api/arks/web/web-mobile-footer', { site_id: '1', template: 'bob' })).body.data.list.length).toBe(4);
    const footer = await post(s.baseUrl, '/api/arks/web/footer', { site_id: '1' });
    expect(footer.body.data.list.map((f: any) => f.url)).toEqual(expect.arrayContaining([expect.stringMatching(/^main\/\d+$/), expect.stringMatching(/^faq\/\d+$/), expect.stringMatching(/^http/)]));
    expect((await post(s.baseUrl, '/api/arks/web/float', { site_id: '1' })).body.data.list.length).toBe(3);
    const bg = await post(s.baseUrl, '/api/arks/web/model/register-background/detail', { site_id: '1', template: 'site02' });
    expect(bg.body.data.detail.photo).toMatch(/\.svg$/);
  });

  test('generated images exist for games, providers, halls; unknown ones 404', async () => {
    for (const p of ['/assets/game/1.svg', '/assets/game/1-dark.svg', '/assets/provider/GPAB.svg', '/assets/hall/2-active.svg', '/assets/logo/desktop.svg']) {
      const res = await fetch(s.baseUrl + p);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^<svg/);
    }
    expect((await fetch(`${s.baseUrl}/assets/game/999999.svg`)).status).toBe(404);
    const traversal = await fetch(`${s.baseUrl}/assets/game/..%2F..%2Fetc.svg`);
    expect(traversal.headers.get('content-type')).not.toContain('svg');
  });
});

describe('bad input', () => {
  test.each(HOSTILE_STRINGS.map((x) => [x.slice(0, 20), x]))('hostile %s answers a code, never 500', async (_l, bad) => {
    for (const [url, body] of [
      ['/api/arks/web/bulletin', { display_device: bad, display_location: bad }],
      ['/api/arks/web/carousel_picture', { use_type: bad }],
      ['/api/arks/web/announcement/marquee', { sort_field: bad, sort_order: bad }],
      ['/api/web/model_setting', { language: bad, model_version: bad }],
    ] as const) {
      const r = await post(s.baseUrl, url, body);
      expect(r.status).toBe(200);
      expect(typeof r.body.code).toBe('number');
    }
  });
  test('an injected sort field is ignored, not executed', async () => {
    const r = await post(s.baseUrl, '/api/arks/web/announcement/marquee', { sort_field: 'id; DROP TABLE announcements', sort_order: 'desc' });
    expect(r.body.code).toBe(100);
    expect(r.body.data.web_announcement_list.length).toBeGreaterThan(0);
  });
});
