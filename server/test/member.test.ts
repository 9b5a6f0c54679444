import { BALANCE_GET_BACK_CODES } from '../src/modules/member/codes';
import { SEED_MEMBERS, SEED_PASSWORD } from '../src/seed/core-seed';
import { MEMBER_BDT_WALLETS } from '../src/seed/member-seed';
import { post, serverForFile } from './helpers/start-server';
import { HOSTILE_STRINGS, authHeaders, memberPost } from './member-session';

const BDT = SEED_MEMBERS.memberBdt.id;
const USD = SEED_MEMBERS.memberUsd.id;
const s = serverForFile();

const eventsSince = (n: number) => s.published.slice(n);
const cashOf = (id: number) => (s.deps.db.prepare('SELECT member_cash FROM members WHERE id = ?').get(id) as { member_cash: number }).member_cash;
const setWallet = (id: number, gp: string, balance: number) =>
  s.deps.db.prepare('UPDATE member_wallets SET balance = ? WHERE member_id = ? AND gp_id = ?').run(balance, id, gp);

describe('wallet', () => {
  test('my_cash lists every provider wallet and the total', async () => {
    const r = await memberPost(s, BDT, '/api/member/profile/my_cash');
    expect(r.body.code).toBe(100);
    const pg = r.body.data.my_cash_list.find((w: any) => w.gp_id === 'GPPG');
    expect(pg).toEqual(expect.objectContaining({ cash: MEMBER_BDT_WALLETS.GPPG, is_light: expect.any(Number), icon_dark: expect.stringContaining('.svg') }));
    const sum = r.body.data.my_cash_list.reduce((a: number, w: any) => a + w.cash, 0);
    expect(r.body.data.total).toBeCloseTo(sum + r.body.data.member_cash, 2);
  });

  test('balance_get_back codes of the shared table: 105 transfer disabled, 102 game playing, 101 nothing, 103 too frequent, 104 maintenance, then success', async () => {
    const id = SEED_MEMBERS.memberUsd.id;
    const clearLog = () => s.deps.db.prepare('DELETE FROM balance_get_back_log').run();
    // One meaning per code, the same table the member window reads (spec 8: one_key_err_code_101-105).
    expect(BALANCE_GET_BACK_CODES).toEqual({ nothingToGetBack: 101, gamePlaying: 102, tooFrequent: 103, providerMaintenance: 104, transferDisabled: 105 });
    s.deps.db.prepare('UPDATE members SET wallet_status = 0 WHERE id = ?').run(id);
    expect((await memberPost(s, id, '/api/member/profile/balance_get_back')).body.code).toBe(105);
    s.deps.db.prepare('UPDATE members SET wallet_status = 1, is_playing = 1 WHERE id = ?').run(id);
    expect((await memberPost(s, id, '/api/member/profile/balance_get_back')).body.code).toBe(102);
    s.deps.db.prepare('UPDATE members SET is_playing = 0 WHERE id = ?').run(id);
    s.deps.db.prepare('UPDATE member_wallets SET balance = 0 WHERE member_id = ?').run(id);
    clearLog();
    expect((await memberPost(s, id, '/api/member/profile/balance_get_back')).body.code).toBe(101);
    // Within the 10 s countdown (spec 9) a second request is too frequent.
    expect((await memberPost(s, id, '/api/member/profile/balance_get_back')).body.code).toBe(103);
    clearLog();
    setWallet(id, 'GPEV', 40);
    s.deps.db.prepare('UPDATE providers SET maintain_start_at = ?, maintain_end_at = ? WHERE gp_id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), new Date(Date.now() + 60_000).toISOString(), 'GPEV');
    const held = await memberPost(s, id, '/api/member/profile/balance_get_back');
    expect(held.body).toEqual(expect.objectContaining({ code: 104, data: { gp_ids: ['GPEV'] } }));
    s.deps.db.prepare('UPDATE providers SET maintain_start_at = NULL, maintain_end_at = NULL').run();
    clearLog();
    const before = cashOf(id);
    const n = s.published.length;
    const okRes = await memberPost(s, id, '/api/member/profile/balance_get_back');
    expect(okRes.body.code).toBe(100);
    expect(cashOf(id)).toBeCloseTo(before + 40, 2);
    expect(eventsSince(n)).toContainEqual({ channel: `private-member.${id}`, event: 'member-cash', payload: expect.objectContaining({ member_cash: before + 40 }) });
  });

  test('balance/all/back empties provider wallets and emits all-transfer-back and member-cash', async () => {
    setWallet(BDT, 'GPJL', 300);
    const n = s.published.length;
    const r = await memberPost(s, BDT, '/api/member/profile/balance/all/back');
    expect(r.body.code).toBe(100);
    expect(r.body.data.provider_total).toBe(0);
    const events = eventsSince(n).map((e) => `${e.channel} ${e.event}`);
    expect(events).toEqual([`private-member.${BDT} all-transfer-back`, `private-member.${BDT} member-cash`]);
  });
});

describe('profile and checks', () => {
  test('layout has the spec 3 member layout fields; profile has the profile fields, never hashes', async () => {
    const layout = await memberPost(s, SEED_MEMBERS.agentActive.id, '/api/member/profile/common/layout');
    for (const k of ['id', 'member_account', 'member_currency', 'member_cash', 'member_type', 'agent_type', 'agent_level', 'is_agent', 'agent_active', 'is_playing', 'cash_back_status', 'wallet_status', 'first_login_to_change_password', 'need_bank_account_deposit_verified']) {
      expect(layout.body.data).toHaveProperty(k);
    }
    expect(layout.body.data.agent_level_name).toBe('Bronze Agent');
    const profile = await memberPost(s, BDT, '/api/member/profile', {});
    expect(profile.body.data).toEqual(expect.objectContaining({ member_account: 'demobdt01', is_withdraw_password: 1 }));
    expect(JSON.stringify(profile.body.data)).not.toContain('scrypt');
    expect((await post(s.baseUrl, '/api/member/profile/common/layout')).status).toBe(401);
  });

  test('edit_password codes 101-104, success clears the first-login flag and emits profile-updated', async () => {
    const id = SEED_MEMBERS.firstLogin.id;
    const h = authHeaders(s, id);
    const call = (body: object) => post(s.baseUrl, '/api/member/profile/edit_password', body, h);
    expect((await call({ old_password: 'wrong1', new_password: 'abc123', check_password: 'abc123' })).body.code).toBe(101);
    expect((await call({ old_password: SEED_PASSWORD, new_password: 'short', check_password: 'short' })).body.code).toBe(102);
    expect((await call({ old_password: SEED_PASSWORD, new_password: 'abc123', check_password: 'abc124' })).body.code).toBe(103);
    expect((await call({ old_password: SEED_PASSWORD, new_password: SEED_PASSWORD })).body.code).toBe(104);
    const n = s.published.length;
    expect((await call({ old_password: SEED_PASSWORD, new_password: 'NewPass99', check_password: 'NewPass99' })).body.code).toBe(100);
    expect(eventsSince(n)).toContainEqual(expect.objectContaining({ channel: `private-member.${id}`, event: 'profile-updated' }));
    const layout = await post(s.baseUrl, '/api/member/profile/common/layout', {}, h);
    expect(layout.body.data.first_login_to_change_password).toBe(0);
  });

  test('member_info, agent-level-rename, bonus check, agent apply check, cash surplus', async () => {
    expect((await post(s.baseUrl, '/api/member_info', { id: USD })).body.data).toEqual({ id: USD, currency: 'USD' });
    expect((await post(s.baseUrl, '/api/member_info', { id: 999999 })).body.code).toBe(101);
    const names = await post(s.baseUrl, '/api/arks/web/agent-level-rename', {}, { lang: 'bn_BD' });
    expect(names.body.data.list[0].name).toMatch(/[\u0980-\u09FF]/);
    expect((await post(s.baseUrl, '/api/bonus_setting/check', { member_currency: 'BDT', site_id: '1' })).body.data).toEqual({ is_friend: 1 });
    expect((await post(s.baseUrl, '/api/bonus_setting/check', { member_currency: 'USD', site_id: '1' })).body.data).toEqual({ is_friend: 0 });
    const active = await post(s.baseUrl, '/api/member/apply_for_agent/check', { agent_id: SEED_MEMBERS.agentActive.id, apply_agent_flag: 0 });
    expect(active.body.data.is_valid).toBe(1);
    const inactive = await post(s.baseUrl, '/api/member/apply_for_agent/check', { agent_id: SEED_MEMBERS.agentInactive.id, apply_agent_flag: 0 });
    expect(inactive.body.data.is_valid).toBe(0);
    expect((await post(s.baseUrl, '/api/arks/web/cash_surplus/check', { site_id: '1', currency: 'BDT' })).body.data).toEqual({ active: 1 });
  });
});

describe('letters', () => {
  const body = { active: 1, count: 50, language: 'en_US', page: 1, site_id: '1', sort_field: 'id', sort_order: 'desc' };
  test('list with total_count and unread_count; read emits letter; destroy by id', async () => {
    const list = await memberPost(s, BDT, '/api/arks/web/member/letter', body);
    expect(list.body.data).toEqual(expect.objectContaining({ total_count: 6, unread_count: 4 }));
    const ids = list.body.data.list.map((l: any) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const unread = list.body.data.list.find((l: any) => l.is_read === 0);
    const n = s.published.length;
    const read = await memberPost(s, BDT, '/api/arks/web/member/letter/read', { id: unread.id });
    expect(read.body.data.unread_count).toBe(3);
    expect(eventsSince(n)).toContainEqual({ channel: `private-member.${BDT}`, event: 'letter', payload: expect.objectContaining({ action: 'read', unread_count: 3 }) });
    expect((await memberPost(s, USD, '/api/arks/web/member/letter/read', { id: unread.id })).body.code).toBe(101);
    const del = await memberPost(s, BDT, '/api/arks/web/member/letter/destroy', { ...body, id: unread.id });
    expect(del.body.data.deleted).toBe(1);
    expect((await memberPost(s, BDT, '/api/arks/web/member/letter', body)).body.data.total_count).toBe(5);
  });
  test('destroy with the list body deletes that page', async () => {
    const r = await memberPost(s, USD, '/api/arks/web/member/letter/destroy', body);
    expect(r.body.data.deleted).toBe(6);
    expect((await memberPost(s, USD, '/api/arks/web/member/letter', body)).body.data).toEqual({ list: [], total_count: 0, unread_count: 0 });
  });
});

describe('red envelope', () => {
  test('promotion shows the envelope; claim pays cash and emits member-cash; a second claim answers 102', async () => {
    const promo = await memberPost(s, BDT, '/api/arks/web/activity/red_envelope_promotion');
    expect(promo.body.data).toEqual(expect.objectContaining({ id: expect.any(Number), end_at: expect.any(String) }));
    const before = cashOf(BDT);
    const n = s.published.length;
    const claim = await memberPost(s, BDT, '/api/arks/web/activity/red_envelope', { id: promo.body.data.id });
    expect(claim.body.code).toBe(100);
    expect(claim.body.data.cash).toBeGreaterThanOrEqual(5);
    expect(cashOf(BDT)).toBeCloseTo(before + claim.body.data.cash, 2);
    expect(eventsSince(n).map((e) => e.event)).toContain('member-cash');
    expect((await memberPost(s, BDT, '/api/arks/web/activity/red_envelope', { id: promo.body.data.id })).body.code).toBe(102);
    expect((await memberPost(s, BDT, '/api/arks/web/activity/red_envelope_promotion')).body.data).toBeNull();
    expect((await memberPost(s, BDT, '/api/arks/web/activity/red_envelope', { id: 424242 })).body.code).toBe(102);
  });
});

describe('bad input', () => {
  test.each(HOSTILE_STRINGS.map((x) => [x.slice(0, 20), x]))('hostile %s', async (_l, bad) => {
    for (const [url, b] of [
      ['/api/member/profile/edit_password', { old_password: bad, new_password: bad }],
      ['/api/arks/web/member/letter', { page: bad, count: bad, sort_field: bad }],
      ['/api/arks/web/member/letter/read', { id: bad }],
      ['/api/arks/web/activity/red_envelope', { id: bad }],
      ['/api/member_info', { id: bad }],
      ['/api/bonus_setting/check', { member_currency: bad }],
    ] as const) {
      const r = await memberPost(s, USD, url, b);
      expect(r.status).toBe(200);
      expect(r.body.code).not.toBe(100);
    }
  });
});
