import { SEED_MEMBERS } from '../src/seed/core-seed';
import { spin } from '../src/modules/simulator/slot-engine';
import { post, serverForFile } from './helpers/start-server';
import { clientsClosedAfterAll, memberPost, memberSocket, nextEvent, subscribed } from './member-session';

const clients = clientsClosedAfterAll();
// The site's origin, so that the lobby address the pages send (its /close) is kept (lobby-url.test.ts).
const s = serverForFile({ withSoketi: true, env: { CORS_ORIGINS: 'http://127.0.0.1:3000' } });
const BDT = SEED_MEMBERS.memberBdt.id;

const walletOf = (id: number, gp: string) =>
  (s.deps.db.prepare('SELECT balance FROM member_wallets WHERE member_id = ? AND gp_id = ?').get(id, gp) as { balance: number }).balance;
const tokenOf = (url: string) => url.split('/').pop()!;

test('slot engine pays by the table', () => {
  expect(spin(10, () => 4)).toEqual({ reels: ['7', '7', '7'], multiplier: 20, win: 200 });
  let i = 0;
  expect(spin(10, () => [0, 0, 1][i++]!).win).toBe(15);
  expect(spin(10, (() => { let k = 0; return () => k++; })()).win).toBe(0);
});

test('play1 delivers game-url on the private channel to a real pusher-js client; the page spins, the wallet changes and member-cash arrives', async () => {
  const { client } = memberSocket(s, BDT);
  clients.push(client);
  const channel = `private-member.${BDT}`;
  await subscribed(client, channel);
  const urlEvent = nextEvent(client, channel, 'game-url');
  const play = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPJL', game_type: 2, game_code: 'jl_slot_001', lobby_url: 'http://127.0.0.1:3000/close', device: 'pc' });
  expect(play.body.code).toBe(100);
  expect((await urlEvent).game_url).toBe(play.body.data.game_url);

  const page = await fetch(new URL(play.body.data.game_url, s.baseUrl));
  const html = await page.text();
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(html).toContain('data-testid="spin"');
  expect(html).toContain('http://127.0.0.1:3000/close');

  const betCount = () => (s.deps.db.prepare('SELECT COUNT(*) AS n FROM bet_records WHERE member_id = ? AND game_id = ?').get(BDT, play.body.data.game_id) as { n: number }).n;
  const betsBefore = betCount();
  const before = walletOf(BDT, 'GPJL');
  expect(before).toBeGreaterThan(0); // auto transfer-in of the main wallet on play
  const cashEvent = nextEvent(client, channel, 'member-cash');
  const spun = await post(s.baseUrl, `/sim/game/${tokenOf(play.body.data.game_url)}/spin`, { bet: 10 });
  expect(spun.body.code).toBe(100);
  expect(walletOf(BDT, 'GPJL')).toBeCloseTo(before - 10 + spun.body.data.win, 2);
  expect(await cashEvent).toEqual(expect.objectContaining({ gp_id: 'GPJL', balance: spun.body.data.balance }));
  expect(betCount()).toBe(betsBefore + 1);
}, 30_000);

test('a demo session spins with play money and leaves real wallets alone', async () => {
  const demo = await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url: '/close' });
  const token = tokenOf(demo.body.data.game_url);
  const bal = await fetch(`${s.baseUrl}/sim/game/${token}/balance`).then((r) => r.json());
  expect(bal.data).toEqual({ balance: 10_000, currency: 'BDT', demo: 1 });
  const spun = await post(s.baseUrl, `/sim/game/${token}/spin`, { bet: 100 });
  expect(spun.body.data.balance).toBeCloseTo(10_000 - 100 + spun.body.data.win, 2);
  expect((await post(s.baseUrl, `/sim/game/${token}/spin`, { bet: 999_999 })).body.code).toBe(102);
  expect((await post(s.baseUrl, `/sim/game/${token}/spin`, { bet: 'x' })).body.code).toBe(999);
});

test('spins stop after leave (101) and during maintenance (203); an unknown session page is 404', async () => {
  const play = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPPG', game_type: 2, game_code: 'pg_lucky_neko', lobby_url: '/close', device: 'mobile' });
  const token = tokenOf(play.body.data.game_url);
  s.deps.db.prepare('UPDATE providers SET maintain_start_at = ?, maintain_end_at = ? WHERE gp_id = ?').run(new Date(Date.now() - 1000).toISOString(), new Date(Date.now() + 60_000).toISOString(), 'GPPG');
  expect((await post(s.baseUrl, `/sim/game/${token}/spin`, { bet: 1 })).body.code).toBe(203);
  s.deps.db.prepare('UPDATE providers SET maintain_start_at = NULL, maintain_end_at = NULL WHERE gp_id = ?').run('GPPG');
  await memberPost(s, BDT, '/api/member/game/leave1');
  expect((await post(s.baseUrl, `/sim/game/${token}/spin`, { bet: 1 })).body.code).toBe(101);
  expect((await fetch(`${s.baseUrl}/sim/game/${'0'.repeat(32)}`)).status).toBe(404);
});

test('the lobby button closes the session, clears is_playing and emits forward-game-status', async () => {
  const play = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPPG', game_type: 2, game_code: 'pg_caishen', lobby_url: '/close', device: 'pc' });
  const token = tokenOf(play.body.data.game_url);
  const { client } = memberSocket(s, BDT);
  clients.push(client);
  await subscribed(client, `private-member.${BDT}`);
  const status = nextEvent(client, `private-member.${BDT}`, 'forward-game-status');
  expect((await post(s.baseUrl, `/sim/game/${token}/leave`, {})).body.code).toBe(100);
  expect(await status).toEqual({ status: 'closed', gp_id: 'GPPG', game_id: play.body.data.game_id });
  expect((s.deps.db.prepare('SELECT is_playing FROM members WHERE id = ?').get(BDT) as { is_playing: number }).is_playing).toBe(0);
  expect((await post(s.baseUrl, `/sim/game/${token}/spin`, { bet: 1 })).body.code).toBe(101);
  expect((await post(s.baseUrl, `/sim/game/${token}/leave`, {})).body.code).toBe(101);
});

test('the sport quick-bet page renders', async () => {
  const r = await memberPost(s, BDT, '/api/arks/web/game/sport-quickbet-url', { currency: 'BDT', support_device: 1, domain: 'x', site_id: '1' });
  expect(r.body.data.detail.url).toMatch(/^\/sim\/sport\?/);
  const html = await fetch(new URL(r.body.data.detail.url, s.baseUrl)).then((x) => x.text());
  expect(html).toContain('data-testid="quickbet"');
});
