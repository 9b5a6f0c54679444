import { DAY_MS, SAFER_PLAY_CODES } from '@mfp/shared/safer-play';
import { SEED_MEMBERS } from '../src/seed/core-seed';
import { login } from './helpers/auth-client';
import { post, serverForFile } from './helpers/start-server';
import { authHeaders, memberPost } from './member-session';

const SP = '/api/arks/web/safer-play';
const MC = '/api/arks/web/member-center';
const s = serverForFile();

/** The server's clock, moved by the tests: real time plus an offset (deposits are stamped in real time, bets by this clock). */
let offset = 0;
const T0 = Date.now();
const clock = () => Date.now() + offset;
beforeAll(() => {
  s.deps.clock = clock;
});
const move = (ms: number) => {
  offset += ms;
};
const moveTo = (at: number) => move(at - clock());

const usdChannel = () => (s.deps.db.prepare("SELECT id FROM deposit_channels WHERE currency = 'USD' ORDER BY sort LIMIT 1").get() as { id: number }).id;
const bet = (memberId: number, stake: number, win: number) =>
  post(s.baseUrl, '/__test/bet-record', { member_id: memberId, bet_amount: stake, payout: win });

describe('deposit limits', () => {
  const USD = SEED_MEMBERS.memberUsd.id;
  test('a deposit above the remaining 24h allowance is refused with 601 naming the allowance and when it grows', async () => {
    expect((await memberPost(s, USD, `${SP}/limits/set`, { kind: 'deposit', period: '24h', amount: 100 })).body.data.change).toBe('set');
    const ok1 = await memberPost(s, USD, `${MC}/deposit`, { channel_id: usdChannel(), amount: 60 });
    expect(ok1.body.code).toBe(100);
    const refused = await memberPost(s, USD, `${MC}/deposit`, { channel_id: usdChannel(), amount: 50 });
    expect(refused.body.code).toBe(SAFER_PLAY_CODES.depositLimit);
    expect(refused.body.data).toEqual(expect.objectContaining({ allowance: 40, currency: 'USD', period: '24h', grows_at: expect.any(String) }));
    expect(Date.parse(refused.body.data.grows_at)).toBeGreaterThan(T0 + DAY_MS - 60_000);
    const view = await memberPost(s, USD, `${SP}/limits`);
    expect(view.body.data.deposit_allowance).toEqual(expect.objectContaining({ allowance: 40, limit: 100, used: 60 }));
    expect((await memberPost(s, USD, `${MC}/deposit`, { channel_id: usdChannel(), amount: 40 })).body.code).toBe(100);
  });
  test('an increase waits 24 hours (pending, cancellable); a decrease applies at once', async () => {
    const up = await memberPost(s, USD, `${SP}/limits/set`, { kind: 'deposit', period: '24h', amount: 500 });
    expect(up.body.data.change).toBe('increaseRequested');
    expect(up.body.data.limit).toEqual(expect.objectContaining({ amount: 100, pending: { amount: 500, effective_at: expect.any(String) } }));
    expect((await memberPost(s, USD, `${SP}/limits/cancel`, { kind: 'deposit', period: '24h' })).body.data.limit.pending).toBeNull();
    expect((await memberPost(s, USD, `${SP}/limits/cancel`, { kind: 'deposit', period: '24h' })).body.code).toBe(SAFER_PLAY_CODES.nothingPending);
    await memberPost(s, USD, `${SP}/limits/set`, { kind: 'deposit', period: '24h', amount: 500 });
    move(DAY_MS - 60_000);
    expect((await memberPost(s, USD, `${SP}/limits`)).body.data.deposit[0]).toEqual(expect.objectContaining({ amount: 100 }));
    move(60_000);
    // The cooling-off is over: the increase holds and the earlier deposits have left the 24h window.
    const after = (await memberPost(s, USD, `${SP}/limits`)).body.data;
    expect(after.deposit[0]).toEqual(expect.objectContaining({ period: '24h', amount: 500, pending: null }));
    const down = await memberPost(s, USD, `${SP}/limits/set`, { kind: 'deposit', period: '24h', amount: 50 });
    expect(down.body.data).toEqual(expect.objectContaining({ change: 'decreased', limit: expect.objectContaining({ amount: 50, pending: null }) }));
    const history = (await memberPost(s, USD, `${SP}/activity`, { grain: 'day' })).body.data.limit_history.map((h: { action: string }) => h.action);
    expect(history).toEqual(['decreased', 'applied', 'increaseRequested', 'cancelled', 'increaseRequested', 'set']);
  });
  test('bad amounts answer 606', async () => {
    expect((await memberPost(s, USD, `${SP}/limits/set`, { kind: 'deposit', period: '24h', amount: -1 })).body.code).toBe(SAFER_PLAY_CODES.invalidInput);
    expect((await memberPost(s, USD, `${SP}/limits/set`, { kind: 'deposit', period: '2d', amount: 10 })).body.code).toBe(SAFER_PLAY_CODES.invalidInput);
  });
});

describe('loss limits', () => {
  const AGENT = SEED_MEMBERS.agentActive.id;
  test('net loss from the bet records reaches the limit: game start and transfer in answer 602 with the opening time', async () => {
    await memberPost(s, AGENT, `${SP}/limits/set`, { kind: 'loss', period: '24h', amount: 100 });
    await bet(AGENT, 80, 0);
    await bet(AGENT, 50, 40);
    const play = { gpId: 'GPPG', game_type: 2, game_code: 'x', lobby_url: 'http://x/close', device: 'pc' };
    expect((await memberPost(s, AGENT, '/api/member/game/play1', play)).body.code).not.toBe(SAFER_PLAY_CODES.lossLimit);
    await bet(AGENT, 20, 0);
    const refused = await memberPost(s, AGENT, '/api/member/game/play1', play);
    expect(refused.body.code).toBe(SAFER_PLAY_CODES.lossLimit);
    expect(refused.body.data).toEqual(expect.objectContaining({ period: '24h', limit: 100, loss: 110, opens_at: expect.any(String) }));
    const transferIn = await memberPost(s, AGENT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'GPPG', amount: 1 });
    expect(transferIn.body.code).toBe(SAFER_PLAY_CODES.lossLimit);
    // Taking money out of a provider wallet stays open.
    expect((await memberPost(s, AGENT, `${MC}/transfer`, { from_wallet: 'GPPG', to_wallet: 'main', amount: 1 })).body.code).not.toBe(SAFER_PLAY_CODES.lossLimit);
    // Past the opening time, play opens again.
    moveTo(Date.parse(refused.body.data.opens_at));
    expect((await memberPost(s, AGENT, '/api/member/game/play1', play)).body.code).not.toBe(SAFER_PLAY_CODES.lossLimit);
  });
});

describe('time-out and self-exclusion', () => {
  test('a time-out needs the password, logs every session out through the member channel and refuses login until its end', async () => {
    const id = SEED_MEMBERS.firstLogin.id;
    const headers = authHeaders(s, id);
    const other = authHeaders(s, id);
    expect((await post(s.baseUrl, `${SP}/break`, { kind: 'timeout', period: '24h', password: 'wrong1' }, headers)).body.code).toBe(SAFER_PLAY_CODES.wrongPassword);
    expect((await post(s.baseUrl, `${SP}/break`, { kind: 'timeout', period: '3d', password: 'Passw0rd' }, headers)).body.code).toBe(SAFER_PLAY_CODES.invalidInput);
    const n = s.published.length;
    const r = await post(s.baseUrl, `${SP}/break`, { kind: 'timeout', period: '24h', password: 'Passw0rd' }, headers);
    expect(r.body).toEqual(expect.objectContaining({ code: 100, data: { kind: 'timeout', ends_at: expect.any(String) } }));
    expect(s.published.slice(n)).toContainEqual(expect.objectContaining({ channel: `private-member.${id}`, event: 'safer-play-break' }));
    expect((await post(s.baseUrl, `${SP}/limits`, {}, other)).status).toBe(401);
    const refused = await login(s.baseUrl, SEED_MEMBERS.firstLogin.account);
    expect(refused.body).toEqual(expect.objectContaining({ code: SAFER_PLAY_CODES.timeOut, data: expect.objectContaining({ ends_at: r.body.data.ends_at }) }));
    // A wrong password tells nothing of the break.
    expect((await login(s.baseUrl, SEED_MEMBERS.firstLogin.account, 'Wrong123')).body.code).toBe(101);
    move(DAY_MS);
    expect((await login(s.baseUrl, SEED_MEMBERS.firstLogin.account)).body.code).toBe(100);
  });
  test('self-exclusion refuses login past its term until the operator reopens it (who and when), and stops letters', async () => {
    const id = SEED_MEMBERS.memberBdt.id;
    const r = await post(s.baseUrl, `${SP}/break`, { kind: 'exclusion', period: '6m', password: 'Passw0rd' }, authHeaders(s, id));
    expect(r.body.code).toBe(100);
    expect((await login(s.baseUrl, SEED_MEMBERS.memberBdt.account)).body.code).toBe(SAFER_PLAY_CODES.selfExcluded);
    const consoleHeaders = { 'x-console-token': s.config.consoleToken };
    const letter = await post(s.baseUrl, '/console/letter', { member_id: id, title: 'Promo', content: 'Come back' }, consoleHeaders);
    expect(letter.body.code).toBe(SAFER_PLAY_CODES.selfExcluded);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM letters WHERE member_id = ? AND title = 'Promo'").get(id)).toEqual({ n: 0 });
    // Every session ended; even a session made behind the login's back gets no envelope or promotion.
    await post(s.baseUrl, '/console/red-envelope', { currency: 'BDT', minutes: 60 }, consoleHeaders);
    const behind = authHeaders(s, id);
    expect((await post(s.baseUrl, '/api/arks/web/activity/red_envelope_promotion', {}, behind)).body).toEqual(expect.objectContaining({ code: 100, data: null }));
    await post(s.baseUrl, '/console/bulletin', { title: 'Members only', content: 'Deposit bonus', audience: 2 }, consoleHeaders);
    const promos = await post(s.baseUrl, '/api/arks/web/bulletin/member', { site_id: '1', display_device: 1, display_location: 2 }, behind);
    expect(promos.body.data.list).toEqual([]);
    const early = await post(s.baseUrl, '/console/safer-play/reopen', { member_id: id, operator: 'ops-anna' }, consoleHeaders);
    expect(early.body.code).toBe(SAFER_PLAY_CODES.notReopenable);
    moveTo(Date.parse(r.body.data.ends_at) + 1);
    expect((await login(s.baseUrl, SEED_MEMBERS.memberBdt.account)).body.code).toBe(SAFER_PLAY_CODES.selfExcluded);
    const reopened = await post(s.baseUrl, '/console/safer-play/reopen', { member_id: id, operator: 'ops-anna' }, consoleHeaders);
    expect(reopened.body.data).toEqual(expect.objectContaining({ reopened_by: 'ops-anna', reopened_at: expect.any(String) }));
    const read = await post(s.baseUrl, '/console/safer-play/member', { member_id: id }, consoleHeaders);
    expect(read.body.data).toEqual(expect.objectContaining({ active_break: null, breaks: [expect.objectContaining({ kind: 'exclusion', period: '6m', reopened_by: 'ops-anna' })] }));
    expect((await login(s.baseUrl, SEED_MEMBERS.memberBdt.account)).body.code).toBe(100);
  });
});

describe('reality-check settings and session', () => {
  test('interval must be one offered; the session reads login time and net position since login', async () => {
    const id = SEED_MEMBERS.doubleCheck.id;
    const headers = authHeaders(s, id);
    expect((await post(s.baseUrl, `${SP}/reality-check`, { minutes: 20, show_clock: 1 }, headers)).body.code).toBe(SAFER_PLAY_CODES.invalidInput);
    expect((await post(s.baseUrl, `${SP}/reality-check`, { minutes: 15, show_clock: 1 }, headers)).body.data).toEqual({ reality_check_minutes: 15, show_clock: 1 });
    await bet(id, 30, 12);
    const session = (await post(s.baseUrl, `${SP}/session`, {}, headers)).body.data;
    expect(session).toEqual(expect.objectContaining({ reality_check_minutes: 15, show_clock: 1, net_position: -18, currency: 'BDT' }));
  });
});
