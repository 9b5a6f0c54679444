import Pusher from 'pusher-js';
import { consoleAccess, consoleGuard } from '../src/modules/console/guard';
import { SEED_MEMBERS } from '../src/seed/core-seed';
import { post, serverForFile } from './helpers/start-server';
import { clientsClosedAfterAll, memberPost, memberSocket, nextEvent, subscribed } from './member-session';

const clients = clientsClosedAfterAll();
const s = serverForFile({ withSoketi: true });
const BDT = SEED_MEMBERS.memberBdt.id;

const cons = (url: string, body: unknown = {}) => post(s.baseUrl, url, body, { 'x-console-token': s.config.consoleToken });
function publicClient(): Pusher {
  const c = new Pusher(s.config.pusher.key, { wsHost: s.config.pusher.host, wsPort: s.config.pusher.port, forceTLS: false, enabledTransports: ['ws'], cluster: 'mt1' });
  clients.push(c);
  return c;
}
function privateClient(memberId: number): Pusher {
  const { client } = memberSocket(s, memberId);
  clients.push(client);
  return client;
}

describe('guard', () => {
  test('rejects a missing or wrong token (401) and non-loopback callers (403)', async () => {
    expect((await post(s.baseUrl, '/console/build/bump', {})).status).toBe(401);
    expect((await post(s.baseUrl, '/console/build/bump', {}, { 'x-console-token': 'nope' })).status).toBe(401);
    expect(consoleAccess(false, s.config.consoleToken, s.config.consoleToken)).toBe('not_loopback');
    expect(consoleAccess(true, s.config.consoleToken, s.config.consoleToken)).toBe('ok');
    // The server binds to loopback only, so a foreign caller is simulated at the hook.
    const sent: { status?: number; body?: unknown } = {};
    const reply = { code(n: number) { sent.status = n; return this; }, send(b: unknown) { sent.body = b; return this; } };
    const hook = consoleGuard(s.config.consoleToken) as unknown as (req: unknown, reply: unknown) => Promise<unknown>;
    await hook({ socket: { remoteAddress: '203.0.113.7' }, headers: { 'x-console-token': s.config.consoleToken } }, reply);
    expect(sent.status).toBe(403);
  });
  test('a relayed request is never loopback, whatever its peer (/api/../console through the host proxy)', async () => {
    const relays: Record<string, string>[] = [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '::1' }, { 'x-mfp-proxy': 'x' }];
    for (const relay of relays) {
      const r = await post(s.baseUrl, '/console/build/bump', {}, { 'x-console-token': s.config.consoleToken, ...relay });
      expect(r.status).toBe(403);
    }
  });
  test('with no CONSOLE_TOKEN the token is generated for this installation, never a documented default', () => {
    expect(s.config.consoleToken).not.toBe('local-console-token');
    expect(s.config.consoleToken.length).toBeGreaterThanOrEqual(32);
  });
});

describe('events through soketi', () => {
  test('marquee with arbitrary HTML is stored as given and announced on web_member', async () => {
    const c = publicClient();
    await subscribed(c, 'web_member');
    const event = nextEvent(c, 'web_member', 'marquee');
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const r = await cons('/console/marquee', { content: html });
    expect(r.body.code).toBe(100);
    expect((await event).content).toBe(html);
    const list = await post(s.baseUrl, '/api/arks/web/announcement/marquee', { sort_field: 'sort', sort_order: 'asc' });
    expect(list.body.data.web_announcement_list[0].content).toBe(html);
  }, 20_000);

  test('bulletin with HTML shows in the visitor list', async () => {
    const r = await cons('/console/bulletin', { title: 'XSS <b>test</b>', content: '<a href="javascript:alert(1)">x</a>', display_device: 0 });
    const list = await post(s.baseUrl, '/api/arks/web/bulletin', { display_device: 1, display_location: 2 });
    expect(list.body.data.list[0]).toEqual(expect.objectContaining({ id: r.body.data.id, content: '<a href="javascript:alert(1)">x</a>' }));
  });

  test('letter arrives on the member channel and in the list', async () => {
    const c = privateClient(BDT);
    await subscribed(c, `private-member.${BDT}`);
    const event = nextEvent(c, `private-member.${BDT}`, 'letter');
    const r = await cons('/console/letter', { member_id: BDT, title: 'Hello', content: '<p>Hi</p>' });
    expect(await event).toEqual(expect.objectContaining({ action: 'sent', id: r.body.data.id, unread_count: expect.any(Number) }));
    expect((await cons('/console/letter', { member_id: 999999, title: 'x', content: 'y' })).body.code).toBe(101);
  }, 20_000);

  test('red envelope is announced on web_api.{currency} and can be claimed', async () => {
    const c = publicClient();
    await subscribed(c, 'web_api.BDT');
    const event = nextEvent(c, 'web_api.BDT', 'red-envelope');
    s.deps.db.prepare('UPDATE red_envelopes SET is_active = 0').run();
    const r = await cons('/console/red-envelope', { currency: 'BDT', minutes: 5, min_cash: 10, max_cash: 20 });
    expect(await event).toEqual({ display: true, envelope: { id: r.body.data.id, title: 'Red envelope', end_at: r.body.data.end_at } });
    const promo = await memberPost(s, BDT, '/api/arks/web/activity/red_envelope_promotion');
    expect(promo.body.data.id).toBe(r.body.data.id);
    const claim = await memberPost(s, BDT, '/api/arks/web/activity/red_envelope', { id: r.body.data.id });
    expect(claim.body.data.cash).toBeGreaterThanOrEqual(10);
    expect((await cons('/console/red-envelope', { min_cash: 50, max_cash: 10 })).body.code).toBe(103);
  }, 20_000);

  test('deposit success emits deposit-success (order_number, deposit_amount, deposit_times) and member-cash', async () => {
    const channel = `private-member.${BDT}`;
    const c = privateClient(BDT);
    await subscribed(c, channel);
    const ch = (await memberPost(s, BDT, '/api/arks/web/member-center/deposit/channels')).body.data.list[0];
    const dep = await memberPost(s, BDT, '/api/arks/web/member-center/deposit', { channel_id: ch.id, amount: 2000 });
    const successful = (s.deps.db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND status = 1').get(BDT) as { n: number }).n;
    const event = nextEvent(c, channel, 'deposit-success');
    const cash = nextEvent(c, channel, 'member-cash');
    const r = await cons('/console/deposit/success', { order_number: dep.body.data.order_number });
    expect(r.body.code).toBe(100);
    expect(await event).toEqual({ order_number: dep.body.data.order_number, deposit_amount: 2000, deposit_times: successful + 1 });
    expect(await cash).toEqual(expect.objectContaining({ member_cash: expect.any(Number) }));
    expect((await cons('/console/deposit/success', { order_number: dep.body.data.order_number })).body.code).toBe(102);
    expect((await cons('/console/deposit/success', { order_number: 'nope' })).body.code).toBe(101);
  }, 20_000);

  test('cs-link, code 957, build bump and app-clean-cache reach web_member', async () => {
    const c = publicClient();
    await subscribed(c, 'web_member');
    const cs = nextEvent(c, 'web_member', 'cs-link');
    await cons('/console/cs-link', { url: 'https://example.com/new-chat' });
    expect(await cs).toEqual({ url: 'https://example.com/new-chat' });
    expect((await post(s.baseUrl, '/api/arks/web/site/detail', {})).body.data.cs_link).toBe('https://example.com/new-chat');
    const code = nextEvent(c, 'web_member', 'code-957');
    await cons('/console/code-957', {});
    expect((await code).code).toBe(957);
    const build = nextEvent(c, 'web_member', 'build');
    const bumped = await cons('/console/build/bump');
    expect(await build).toEqual({ id: bumped.body.data.id });
    const latest = await fetch(`${s.baseUrl}/builds/latest.json?t=${Date.now()}`).then((x) => x.json());
    expect(latest.id).toBe(bumped.body.data.id);
    const clean = nextEvent(c, 'web_member', 'app-clean-cache');
    await cons('/console/app-clean-cache');
    await clean;
  }, 20_000);

  test('code 957 to one member goes on the private channel', async () => {
    const channel = `private-member.${BDT}`;
    const c = privateClient(BDT);
    await subscribed(c, channel);
    const e = nextEvent(c, channel, 'code-957');
    await cons('/console/code-957', { member_id: BDT });
    expect((await e).code).toBe(957);
  }, 20_000);
});

describe('member events through soketi', () => {
  test('one-key transfer back emits all-transfer-back then member-cash on the private channel', async () => {
    const id = SEED_MEMBERS.agentActive.id;
    const channel = `private-member.${id}`;
    const c = privateClient(id);
    await subscribed(c, channel);
    s.deps.db.prepare("UPDATE member_wallets SET balance = 77 WHERE member_id = ? AND gp_id = 'GPTF'").run(id);
    const back = nextEvent(c, channel, 'all-transfer-back');
    const cash = nextEvent(c, channel, 'member-cash');
    expect((await memberPost(s, id, '/api/member/profile/balance/all/back')).body.code).toBe(100);
    expect(await back).toEqual(expect.objectContaining({ moved: expect.any(Number), provider_total: 0 }));
    expect((await cash).provider_total).toBe(0);
  }, 20_000);

  test('a member cannot subscribe to another member channel', async () => {
    const c = privateClient(BDT);
    await expect(subscribed(c, `private-member.${SEED_MEMBERS.memberUsd.id}`, 4000)).rejects.toThrow();
  }, 20_000);
});

describe('maintenance, approval, reset', () => {
  test('maintenance makes play1 answer 203 with the interval; clear restores it', async () => {
    const m = await cons('/console/provider/maintenance', { gp_id: 'GPSP', minutes: 30 });
    const play = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPSP', game_type: 2, game_code: 'sp_aviator', lobby_url: '/close', device: 'pc' });
    expect(play.body).toEqual({ code: 203, message: expect.any(String), data: m.body.data.maintain });
    await cons('/console/provider/maintenance', { gp_id: 'GPSP', clear: true });
    expect((await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPSP', game_type: 2, game_code: 'sp_aviator', lobby_url: '/close', device: 'pc' })).body.code).toBe(100);
    expect((await cons('/console/provider/maintenance', { gp_id: 'NOPE' })).body.code).toBe(101);
    expect((await cons('/console/provider/maintenance', { gp_id: 'GPSP', start_at: 'x' })).body.code).toBe(103);
  });

  test('agent approval activates an applicant', async () => {
    const id = SEED_MEMBERS.memberUsd.id;
    await memberPost(s, id, '/api/arks/web/agent/apply', {});
    expect((await cons('/console/agent/approve', { member_id: id })).body.code).toBe(100);
    expect((await memberPost(s, id, '/api/arks/web/agent/promotion')).body.code).toBe(100);
  });

  test('member reset restores the seeded cash and wallets', async () => {
    await memberPost(s, BDT, '/api/member/profile/balance/all/back');
    expect((await cons('/console/member/reset', { member_id: BDT })).body.code).toBe(100);
    const cash = await memberPost(s, BDT, '/api/member/profile/my_cash');
    expect(cash.body.data.member_cash).toBe(SEED_MEMBERS.memberBdt.cash);
    expect(cash.body.data.my_cash_list.find((w: any) => w.gp_id === 'GPPG').cash).toBe(1250.5);
    expect((await cons('/console/member/reset', { member_id: 424242 })).body.code).toBe(101);
  });

  test('member reset unbinds the seeded member without a bank account again', async () => {
    const NOBANK = SEED_MEMBERS.noBank.id;
    const layout = async () => (await memberPost(s, NOBANK, '/api/member/profile/common/layout')).body.data.need_bank_account_deposit_verified;
    const bound = await memberPost(s, NOBANK, '/api/arks/web/member-center/bank-account/bind', {
      bank_name: 'Sonali Bank',
      account_name: 'Demo Member 6',
      account_number: '123456789012',
    });
    expect(bound.body.code).toBe(100);
    expect(await layout()).toBe(0);
    expect((await cons('/console/member/reset', { member_id: NOBANK })).body.code).toBe(100);
    expect(await layout()).toBe(1);
  });

  test('bad console input answers a code', async () => {
    expect((await cons('/console/letter', { member_id: 'x' })).body.code).toBe(999);
    expect((await cons('/console/marquee', { content: 'x'.repeat(30_000) })).body.code).toBe(999);
  });
});

describe('build files', () => {
  test('latest with a timestamp query and a manifest by id, never cached', async () => {
    const res = await fetch(`${s.baseUrl}/api/build/latest?t=${Date.now()}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const latest = await res.json();
    const manifest = await fetch(`${s.baseUrl}/api/build/${latest.id}`).then((x) => x.json());
    expect(manifest).toEqual(expect.objectContaining({ id: latest.id, timestamp: expect.any(Number) }));
    const meta = await fetch(`${s.baseUrl}/builds/meta/${latest.id}.json`).then((x) => x.json());
    expect(meta.id).toBe(latest.id);
    expect((await fetch(`${s.baseUrl}/api/build/nope`)).status).toBe(404);
  });
});
