import { SEED_MEMBERS } from '../src/seed/core-seed';
import { LARGE_SLOT_COUNT, LARGE_SLOT_PROVIDER } from '../src/seed/domain-seed';
import { post, serverForFile } from './helpers/start-server';
import { HOSTILE_STRINGS, memberPost } from './member-session';

const BDT = SEED_MEMBERS.memberBdt.id;
const s = serverForFile();

describe('game lists (spec 7 Games)', () => {
  test('v3/game_list returns all eight halls with gp_list and hall icons', async () => {
    const r = await post(s.baseUrl, '/api/v3/game_list', { currency: 'BDT', site_id: '1', support_device: 1, template: 'site02' });
    expect(r.body.code).toBe(100);
    const ids = r.body.data.map((h: any) => h.gt_id);
    expect(ids).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (const h of r.body.data) {
      expect(h).toEqual(expect.objectContaining({ gt_icon: expect.any(String), gt_icon_active: expect.any(String), en_name: expect.any(String) }));
      expect(h.gp_list.length).toBeGreaterThan(0);
    }
    const live = r.body.data.find((h: any) => h.gt_id === 3);
    expect(live.gp_list.find((p: any) => p.gp_id === 'GPSX').is_active).toBe(0);
    expect(live.gp_list.find((p: any) => p.gp_id === 'GPAB')).toEqual(expect.objectContaining({ gp_gt_name: 'GPAB_live', is_active: 1 }));
  });

  test('demo/gt_games lists only halls with demo providers; demo/gp_games lists demo games with spec fields', async () => {
    const gt = await post(s.baseUrl, '/api/demo/gt_games', { currency: 'BDT', site_id: '1', support_device: 1, template: 'site02' });
    expect(gt.body.data.every((h: any) => h.gp_list.every((p: any) => p.has_demo === 1 && p.is_active === 1))).toBe(true);
    const gp = await post(s.baseUrl, '/api/demo/gp_games', { currency: 'BDT', site_id: '1', device: 'pc', gp_id: 'GPPG', game_type_id: 2 });
    expect(gp.body.code).toBe(100);
    const g = gp.body.data[0];
    for (const key of ['gp_id', 'gp_name', 'gp_gt_name', 'game_type', 'game_code', 'game_name', 'house', 'customized', 'gt_id', 'icon_light', 'icon_dark', 'member_favorite', 'id']) {
      expect(g).toHaveProperty(key);
    }
    expect(g.game_name).toEqual({ en_US: expect.any(String), bn_BD: expect.stringMatching(/[\u0980-\u09FF]/) });
  });

  test(`game_label lists the ${LARGE_SLOT_COUNT} slot games of ${LARGE_SLOT_PROVIDER} with labels`, async () => {
    const r = await post(s.baseUrl, '/api/v2/game_label', { site_id: '1', currency: 'BDT', device: 'mobile', gp_id: LARGE_SLOT_PROVIDER, game_type_id: 2 });
    expect(r.body.code).toBe(100);
    expect(r.body.data.list.length).toBeGreaterThanOrEqual(LARGE_SLOT_COUNT * 0.9);
    // Spec 2 and 9: all games is a game-list tab of the client, so no label repeats it (one all tab on the slot list).
    expect(r.body.data.main.label_list.map((l: any) => l.code)).toEqual(['hot', 'new']);
    const popular = await post(s.baseUrl, '/api/v2/game_label', { currency: 'BDT', device: 'pc', gp_id: 'Popular', game_type_id: 2 });
    expect(popular.body.data.list.length).toBeGreaterThan(5);
  });

  test('game_label marks member favourites for a logged-in member', async () => {
    await memberPost(s, BDT, '/api/arks/web/member-games/favorite/store', { data: [{ game_id: 1, status: 1 }] });
    const r = await memberPost(s, BDT, '/api/v2/game_label', { currency: 'BDT', device: 'pc', gp_id: 'GPAB', game_type_id: 3 });
    expect(r.body.data.list.find((g: any) => g.id === 1).member_favorite).toBe(1);
  });

  test('tag list, template list and jackpot', async () => {
    const tag = await post(s.baseUrl, '/api/v2/get_tag_game_list', { site_id: '1', currency: 'BDT', support_device: 1, tag: 'hot', gt_id: 3 });
    expect(tag.body.data.info.length).toBeGreaterThan(0);
    expect(tag.body.data.info.every((g: any) => g.gt_id === 3 && g.tags.includes('hot'))).toBe(true);
    const tpl = await post(s.baseUrl, '/api/v2/get_template_game_list', { site_id: '1', currency: 'BDT', support_device: 2 });
    expect(tpl.body.data.length).toBeGreaterThan(3);
    const j1 = await post(s.baseUrl, '/api/v2/get_jackpot', { currency: 'BDT' });
    expect(j1.body.data.jackpot_amount_total).toBeGreaterThan(1_000_000);
    const usd = await post(s.baseUrl, '/api/v2/get_jackpot', { currency: 'USD' });
    expect(usd.body.data.jackpot_amount_total).toBeLessThan(j1.body.data.jackpot_amount_total);
  });
});

describe('demo play', () => {
  test('a demo game answers a simulator url', async () => {
    const r = await post(s.baseUrl, '/api/demo/play', { site_id: '1', currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', house: '' });
    expect(r.body.code).toBe(100);
    expect(r.body.data.game_url).toMatch(/\/sim\/game\/[0-9a-f]{32}$/);
  });
  test('a real-only game answers 105, an unknown game 102, an inactive provider 104', async () => {
    expect((await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPAB', game_type: 3, game_code: 'ab_bac' })).body.code).toBe(105);
    expect((await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'nope' })).body.code).toBe(102);
    expect((await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPRT', game_type: 2, game_code: 'rt_pirates' })).body.code).toBe(104);
  });
});

describe('member game calls', () => {
  test('play1 requires a login (HTTP 401)', async () => {
    const r = await post(s.baseUrl, '/api/member/game/play1', { gpId: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url: 'http://x/close', device: 'pc' });
    expect(r.status).toBe(401);
  });

  test('play1 answers the url, publishes game-url on the private channel, records last played; leave1 clears is_playing', async () => {
    const before = s.published.length;
    const r = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPPG', game_type: 2, game_code: 'pg_mahjong_ways', lobby_url: 'http://127.0.0.1:3000/close', device: 'pc' });
    expect(r.body.code).toBe(100);
    // The game window opens on the site's origin (which proxies /sim/ here), whatever port this API has.
    expect(r.body.data.game_url).toMatch(/^\/sim\/game\/[0-9a-f]{32}$/);
    const events = s.published.slice(before);
    expect(events).toContainEqual({ channel: `private-member.${BDT}`, event: 'game-url', payload: expect.objectContaining({ game_url: r.body.data.game_url }) });
    const last = await memberPost(s, BDT, '/api/arks/web/member-games/last-playing-game');
    expect(last.body.data[0]).toBe(r.body.data.game_id);
    const playing = s.deps.db.prepare('SELECT is_playing FROM members WHERE id = ?').get(BDT) as { is_playing: number };
    expect(playing.is_playing).toBe(1);
    const leave = await memberPost(s, BDT, '/api/member/game/leave1');
    expect(leave.body.code).toBe(100);
    expect((s.deps.db.prepare('SELECT is_playing FROM members WHERE id = ?').get(BDT) as { is_playing: number }).is_playing).toBe(0);
  });

  test('play1 answers 203 with start_at and end_at while the provider is in maintenance', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    s.deps.db.prepare('UPDATE providers SET maintain_start_at = ?, maintain_end_at = ? WHERE gp_id = ?').run(start, end, 'GPEV');
    const r = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPEV', game_type: 3, game_code: 'ev_lobby', lobby_url: '/close', device: 'pc' });
    expect(r.body).toEqual({ code: 203, message: expect.any(String), data: { start_at: start, end_at: end } });
    s.deps.db.prepare('UPDATE providers SET maintain_start_at = NULL, maintain_end_at = NULL WHERE gp_id = ?').run('GPEV');
  });

  test('favourites store adds and removes; hot-games ranks by plays', async () => {
    const add = await memberPost(s, BDT, '/api/arks/web/member-games/favorite/store', { data: [{ game_id: 20, status: 1 }, { game_id: 21, status: 1 }] });
    expect(add.body.data.favorites).toEqual(expect.arrayContaining([20, 21]));
    const rm = await memberPost(s, BDT, '/api/arks/web/member-games/favorite/store', { data: [{ game_id: 20, status: 0 }] });
    expect(rm.body.data.favorites).not.toContain(20);
    const hot = await memberPost(s, BDT, '/api/arks/web/member-games/hot-games', { site_id: '1', currency: 'BDT', gt_id: 2 });
    expect(hot.body.code).toBe(100);
    expect(hot.body.data.length).toBeGreaterThan(0);
  });

  test('sport quick bet answers detail.url and detail.gp_id', async () => {
    const r = await memberPost(s, BDT, '/api/arks/web/game/sport-quickbet-url', { currency: 'BDT', support_device: 1, domain: 'localhost', site_id: '1' });
    expect(r.body.data.detail).toEqual({ url: expect.stringContaining('/sim/sport'), gp_id: 'GPSB' });
  });
});

describe('bad input never answers 500', () => {
  test.each(HOSTILE_STRINGS.map((x) => [x.slice(0, 30), x]))('hostile %s', async (_label, bad) => {
    for (const [url, body] of [
      ['/api/v3/game_list', { currency: bad }],
      ['/api/demo/gp_games', { currency: 'BDT', gp_id: bad, game_type_id: bad }],
      ['/api/demo/play', { currency: 'BDT', gp_id: 'GPPG', game_code: bad, game_type: 2 }],
      ['/api/v2/get_tag_game_list', { tag: bad, gt_id: bad }],
      ['/api/v2/get_jackpot', { currency: 123 }],
    ] as const) {
      const r = await post(s.baseUrl, url, body);
      expect(r.status).toBe(200);
      expect(r.body.code).not.toBe(500);
    }
    const play = await memberPost(s, BDT, '/api/member/game/play1', { gpId: bad, game_type: bad, game_code: bad, lobby_url: bad, device: bad });
    expect(play.status).toBe(200);
    expect([999, 102]).toContain(play.body.code);
  });
  test('missing fields and wrong types answer 999', async () => {
    expect((await post(s.baseUrl, '/api/demo/play', {})).body.code).toBe(999);
    expect((await memberPost(s, BDT, '/api/arks/web/member-games/favorite/store', { data: 'x' })).body.code).toBe(999);
    expect((await memberPost(s, BDT, '/api/arks/web/member-games/favorite/store', { data: [{ game_id: 'abc', status: 5 }] })).body.code).toBe(999);
  });
});
