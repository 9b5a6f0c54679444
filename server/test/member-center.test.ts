import { SEED_MEMBERS, SEED_WITHDRAW_PASSWORD } from '../src/seed/core-seed';
import { post, serverForFile } from './helpers/start-server';
import { HOSTILE_STRINGS, memberPost } from './member-session';

const BDT = SEED_MEMBERS.memberBdt.id;
const NO_BANK = SEED_MEMBERS.noBank.id;
const MC = '/api/arks/web/member-center';
const s = serverForFile();

const cashOf = (id: number) => (s.deps.db.prepare('SELECT member_cash FROM members WHERE id = ?').get(id) as { member_cash: number }).member_cash;

describe('deposit', () => {
  test('channels of the member currency; a deposit creates a pending order', async () => {
    const ch = await memberPost(s, BDT, `${MC}/deposit/channels`, {});
    expect(ch.body.data.list.map((c: any) => c.name)).toEqual(expect.arrayContaining(['bKash', 'Nagad', 'Rocket']));
    const bkash = ch.body.data.list.find((c: any) => c.name === 'bKash');
    const r = await memberPost(s, BDT, `${MC}/deposit`, { channel_id: bkash.id, amount: 1000 });
    expect(r.body).toEqual(expect.objectContaining({ code: 100, data: expect.objectContaining({ order_number: expect.stringMatching(/^D\d{14}/), status: 0 }) }));
  });
  test('codes: 201 bank not bound, 202 other currency channel, 203 out of range', async () => {
    const ch = (await memberPost(s, BDT, `${MC}/deposit/channels`, {})).body.data.list[0];
    expect((await memberPost(s, NO_BANK, `${MC}/deposit`, { channel_id: ch.id, amount: 1000 })).body.code).toBe(201);
    const usdChannel = (s.deps.db.prepare("SELECT id FROM deposit_channels WHERE currency = 'USD'").get() as { id: number }).id;
    expect((await memberPost(s, BDT, `${MC}/deposit`, { channel_id: usdChannel, amount: 1000 })).body.code).toBe(202);
    expect((await memberPost(s, BDT, `${MC}/deposit`, { channel_id: ch.id, amount: 1 })).body.code).toBe(203);
  });
});

describe('bank account binding', () => {
  test('binding clears need_bank_account_deposit_verified and emits profile-updated; codes 202, 201, 203', async () => {
    const before = await memberPost(s, NO_BANK, `${MC}/bank-account/list`);
    expect(before.body.data).toEqual(expect.objectContaining({ list: [], need_bank_account_deposit_verified: 1 }));
    expect((await memberPost(s, NO_BANK, `${MC}/bank-account/bind`, { bank_name: 'BRAC Bank', account_name: 'No Bank', account_number: '12ab' })).body.code).toBe(202);
    const n = s.published.length;
    const bind = await memberPost(s, NO_BANK, `${MC}/bank-account/bind`, { bank_name: 'BRAC Bank', account_name: 'No Bank', account_number: '1234-5678-9012' });
    expect(bind.body.data).toEqual(expect.objectContaining({ account_number: '********9012', need_bank_account_deposit_verified: 0 }));
    expect(s.published.slice(n)).toContainEqual(expect.objectContaining({ channel: `private-member.${NO_BANK}`, event: 'profile-updated' }));
    const layout = await memberPost(s, NO_BANK, '/api/member/profile/common/layout');
    expect(layout.body.data.need_bank_account_deposit_verified).toBe(0);
    expect((await memberPost(s, BDT, `${MC}/bank-account/bind`, { bank_name: 'X Bank', account_name: 'Dup', account_number: '123456789012' })).body.code).toBe(201);
    await memberPost(s, NO_BANK, `${MC}/bank-account/bind`, { bank_name: 'B2', account_name: 'No Bank', account_number: '22222222' });
    await memberPost(s, NO_BANK, `${MC}/bank-account/bind`, { bank_name: 'B3', account_name: 'No Bank', account_number: '33333333' });
    expect((await memberPost(s, NO_BANK, `${MC}/bank-account/bind`, { bank_name: 'B4', account_name: 'No Bank', account_number: '44444444' })).body.code).toBe(203);
  });
});

describe('withdrawal', () => {
  test('requires the withdraw password: 203 wrong, 205 range, 204 insufficient, success deducts and emits member-cash', async () => {
    const id = SEED_MEMBERS.memberUsd.id;
    expect((await memberPost(s, id, `${MC}/withdrawal`, { amount: 50, withdraw_password: '9999' })).body.code).toBe(203);
    expect((await memberPost(s, id, `${MC}/withdrawal`, { amount: 1, withdraw_password: SEED_WITHDRAW_PASSWORD })).body.code).toBe(205);
    expect((await memberPost(s, id, `${MC}/withdrawal`, { amount: 19_000, withdraw_password: SEED_WITHDRAW_PASSWORD })).body.code).toBe(204);
    const before = cashOf(id);
    const n = s.published.length;
    const r = await memberPost(s, id, `${MC}/withdrawal`, { amount: 50, withdraw_password: SEED_WITHDRAW_PASSWORD });
    expect(r.body.code).toBe(100);
    expect(cashOf(id)).toBeCloseTo(before - 50, 2);
    expect(s.published.slice(n).map((e) => e.event)).toContain('member-cash');
  });
  test('201 without a bank account, 202 without a withdraw password', async () => {
    const fresh = SEED_MEMBERS.withdrawCheck.id;
    s.deps.db.prepare('DELETE FROM bank_accounts WHERE member_id = ?').run(fresh);
    expect((await memberPost(s, fresh, `${MC}/withdrawal`, { amount: 600, withdraw_password: SEED_WITHDRAW_PASSWORD })).body.code).toBe(201);
    s.deps.db.prepare("INSERT INTO bank_accounts (member_id, bank_name, account_name, account_number, created_at) VALUES (?, 'B', 'F', '99887766', '2024-01-01')").run(fresh);
    s.deps.db.prepare('UPDATE members SET withdraw_password_hash = NULL WHERE id = ?').run(fresh);
    expect((await memberPost(s, fresh, `${MC}/withdrawal`, { amount: 600, withdraw_password: SEED_WITHDRAW_PASSWORD })).body.code).toBe(202);
  });
});

describe('wallet transfer', () => {
  test('main -> provider -> main changes both balances; codes 201, 202, 203, 204, 205', async () => {
    const before = cashOf(BDT);
    const r = await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'GPKM', amount: 100 });
    expect(r.body.code).toBe(100);
    expect(cashOf(BDT)).toBeCloseTo(before - 100, 2);
    expect((await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'GPKM', to_wallet: 'main', amount: 100 })).body.code).toBe(100);
    expect(cashOf(BDT)).toBeCloseTo(before, 2);
    expect((await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'main', amount: 1 })).body.code).toBe(201);
    expect((await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'GPXX', amount: 1 })).body.code).toBe(202);
    expect((await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'GPKM', amount: 99_999_999 })).body.code).toBe(203);
    s.deps.db.prepare('UPDATE providers SET maintain_start_at = ?, maintain_end_at = NULL WHERE gp_id = ?').run(new Date(Date.now() - 1000).toISOString(), 'GPKM');
    expect((await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'GPKM', amount: 1 })).body.code).toBe(204);
    s.deps.db.prepare('UPDATE providers SET maintain_start_at = NULL WHERE gp_id = ?').run('GPKM');
    s.deps.db.prepare('UPDATE members SET wallet_status = 0 WHERE id = ?').run(BDT);
    expect((await memberPost(s, BDT, `${MC}/transfer`, { from_wallet: 'main', to_wallet: 'GPKM', amount: 1 })).body.code).toBe(205);
    s.deps.db.prepare('UPDATE members SET wallet_status = 1 WHERE id = ?').run(BDT);
  });
});

describe('records', () => {
  test('transfer records and deposit/withdrawal records page within a date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const t = await memberPost(s, BDT, `${MC}/transfer/records`, { start_date: start, end_date: today, page: 1, count: 3 });
    expect(t.body.data.list.length).toBe(3);
    expect(t.body.data.total_count).toBeGreaterThan(3);
    const all = await memberPost(s, BDT, `${MC}/dw/records`, { start_date: start, end_date: today, page: 1, count: 100, type: 0 });
    const dep = await memberPost(s, BDT, `${MC}/dw/records`, { start_date: start, end_date: today, page: 1, count: 100, type: 1 });
    const wd = await memberPost(s, BDT, `${MC}/dw/records`, { start_date: start, end_date: today, page: 1, count: 100, type: 2 });
    expect(dep.body.data.list.every((x: any) => x.type === 1)).toBe(true);
    expect(all.body.data.total_count).toBe(dep.body.data.total_count + wd.body.data.total_count);
    const page2 = await memberPost(s, BDT, `${MC}/dw/records`, { start_date: start, end_date: today, page: 2, count: 2, type: 0 });
    expect(page2.body.data.list[0].order_number).toBe(all.body.data.list[2].order_number);
    expect((await memberPost(s, BDT, `${MC}/dw/records`, { start_date: today, end_date: start })).body.code).toBe(210);
    expect((await memberPost(s, BDT, `${MC}/dw/records`, { start_date: '2024-13-45' })).body.code).toBe(210);
    expect((await memberPost(s, BDT, `${MC}/transfer/records`, { end_date: '2024-02-31x' })).body.code).toBe(999);
    expect((await memberPost(s, BDT, `${MC}/transfer/records`, { end_date: '2024-99-99' })).body.code).toBe(210);
  });
});

describe('recommend', () => {
  test('project, award records with total, member search', async () => {
    const p = await memberPost(s, BDT, `${MC}/recommend/project`);
    expect(p.body.data).toEqual(expect.objectContaining({ recommend_code: `RC${BDT}`, register_path: expect.stringContaining('invite=') }));
    const start = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const rec = await memberPost(s, BDT, `${MC}/recommend/records`, { start_date: start });
    expect(rec.body.data).toEqual(expect.objectContaining({ total_count: 2, total_amount: 300 }));
    const all = await memberPost(s, BDT, `${MC}/recommend/members`, {});
    expect(all.body.data.total_count).toBe(2);
    const one = await memberPost(s, BDT, `${MC}/recommend/members`, { member_account: 'line02' });
    expect(one.body.data.list.map((m: any) => m.member_account)).toEqual(['downline02']);
    expect((await memberPost(s, BDT, `${MC}/recommend/members`, { member_account: '%' })).body.data.total_count).toBe(0);
  });
});

describe('contact fields (profile/contact)', () => {
  const setting = (currency: string, name: string, cols: string) =>
    s.deps.db.prepare(`UPDATE register_settings SET ${cols} WHERE currency = ? AND name = ?`).run(currency, name);
  test('saves trimmed contact fields, answers the profile and emits profile-updated', async () => {
    const n = s.published.length;
    const r = await memberPost(s, BDT, `${MC}/profile/contact`, { member_telegram: ' @bdt_member ', member_whats_app: '01711-222333' });
    expect(r.body.code).toBe(100);
    expect(r.body.data).toEqual(expect.objectContaining({ member_telegram: '@bdt_member', member_whats_app: '01711-222333' }));
    const profile = await memberPost(s, BDT, '/api/member/profile');
    expect(profile.body.data).toEqual(expect.objectContaining({ member_telegram: '@bdt_member', member_whats_app: '01711-222333' }));
    expect(s.published.slice(n)).toContainEqual({ channel: `private-member.${BDT}`, event: 'profile-updated', payload: { fields: ['member_telegram', 'member_whats_app'] } });
  });
  test('the spec 5 contact rules answer the field codes of spec 8 (301-308) with data.field', async () => {
    const code = async (body: Record<string, string>) => (await memberPost(s, BDT, `${MC}/profile/contact`, body)).body;
    expect(await code({ member_whats_app: 'abc' })).toEqual(expect.objectContaining({ code: 308, data: { field: 'member_whats_app' } }));
    expect((await code({ member_whats_app: 'with@sign' })).code).toBe(308); // @ only for telegram and skype
    expect((await code({ member_skype: 'live:me@x' })).code).toBe(302);
    expect((await code({ member_skype: 'skype@name' })).code).toBe(100);
    expect((await code({ member_telegram: 'x'.repeat(51) })).code).toBe(307);
    expect((await code({ member_fb: 'ab cd ef' })).code).toBe(306);
    expect((await code({ member_zalo: 'zz' })).code).toBe(305);
    expect((await code({ member_wechat: '微信号码号' })).code).toBe(304);
    expect((await code({ member_qq: '1234' })).code).toBe(301);
    // A blank value clears an optional field.
    expect((await code({ member_skype: '' })).code).toBe(100);
  });
  test('201 for a field the member center does not edit, 202 for an empty body, a required field cannot be cleared', async () => {
    setting('BDT', 'member_qq', 'is_member_center = 0');
    const locked = await memberPost(s, BDT, `${MC}/profile/contact`, { member_telegram: 'fine_value', member_qq: '123456' });
    expect(locked.body).toEqual(expect.objectContaining({ code: 201, data: { field: 'member_qq' } }));
    setting('BDT', 'member_qq', 'is_member_center = 1');
    expect((await memberPost(s, BDT, `${MC}/profile/contact`, {})).body.code).toBe(202);
    setting('BDT', 'member_telegram', 'is_display = 1, is_required = 1');
    expect((await memberPost(s, BDT, `${MC}/profile/contact`, { member_telegram: '  ' })).body.code).toBe(307);
    setting('BDT', 'member_telegram', 'is_required = 0');
    expect((await memberPost(s, BDT, `${MC}/profile/contact`, { member_telegram: '' })).body.code).toBe(100);
  });
});

describe('first withdraw password (withdraw-password/set)', () => {
  test('202 not 4 digits, 203 confirmation differs, success sets it (profile and withdrawal use it), then 201', async () => {
    const id = SEED_MEMBERS.firstLogin.id;
    s.deps.db.prepare('UPDATE members SET withdraw_password_hash = NULL, member_cash = 5000 WHERE id = ?').run(id);
    const set = (body: Record<string, string>) => memberPost(s, id, `${MC}/withdraw-password/set`, body);
    expect((await set({ withdraw_password: '12a4', check_withdraw_password: '12a4' })).body).toEqual(expect.objectContaining({ code: 202, data: { field: 'withdraw_password' } }));
    expect((await set({ withdraw_password: '12345', check_withdraw_password: '12345' })).body.code).toBe(202);
    expect((await set({ withdraw_password: '2468', check_withdraw_password: '2469' })).body).toEqual(expect.objectContaining({ code: 203, data: { field: 'check_withdraw_password' } }));
    expect((await memberPost(s, id, '/api/member/profile')).body.data.is_withdraw_password).toBe(0);
    expect((await memberPost(s, id, `${MC}/withdrawal`, { amount: 600, withdraw_password: '2468' })).body.code).toBe(202);
    const n = s.published.length;
    expect((await set({ withdraw_password: '2468', check_withdraw_password: '2468' })).body).toEqual({ code: 100, message: 'success', data: { is_withdraw_password: 1 } });
    expect(s.published.slice(n)).toContainEqual(expect.objectContaining({ channel: `private-member.${id}`, event: 'profile-updated' }));
    expect((await memberPost(s, id, '/api/member/profile')).body.data.is_withdraw_password).toBe(1);
    expect((await memberPost(s, id, `${MC}/withdrawal`, { amount: 600, withdraw_password: '1357' })).body.code).toBe(203);
    expect((await memberPost(s, id, `${MC}/withdrawal`, { amount: 600, withdraw_password: '2468' })).body.code).toBe(100);
    // Only the first set: changing it goes through the verification reset flow.
    expect((await set({ withdraw_password: '1357', check_withdraw_password: '1357' })).body.code).toBe(201);
  });
  test('schema failures answer 999', async () => {
    expect((await memberPost(s, BDT, `${MC}/withdraw-password/set`, { withdraw_password: 1234 })).body.code).toBe(999);
    expect((await memberPost(s, BDT, `${MC}/profile/contact`, { member_qq: ['12345'] })).body.code).toBe(999);
  });
});

describe('auth and bad input', () => {
  test('every member-center call answers 401 without a login', async () => {
    for (const p of ['deposit/channels', 'deposit', 'withdrawal', 'transfer', 'transfer/records', 'dw/records', 'bank-account/list', 'bank-account/bind', 'recommend/project', 'recommend/records', 'recommend/members', 'profile/contact', 'withdraw-password/set']) {
      expect((await post(s.baseUrl, `${MC}/${p}`, {})).status).toBe(401);
    }
  });
  test.each(HOSTILE_STRINGS.map((x) => [x.slice(0, 20), x]))('hostile %s', async (_l, bad) => {
    for (const [p, b] of [
      ['deposit', { channel_id: bad, amount: bad }],
      ['withdrawal', { amount: 600, withdraw_password: bad }],
      ['transfer', { from_wallet: bad, to_wallet: 'main', amount: 1 }],
      ['dw/records', { start_date: bad, type: bad }],
      ['bank-account/bind', { bank_name: bad, account_name: bad, account_number: bad }],
      ['recommend/members', { member_account: bad }],
      ['profile/contact', { member_telegram: bad, member_qq: bad }],
      ['withdraw-password/set', { withdraw_password: bad, check_withdraw_password: bad }],
    ] as const) {
      const r = await memberPost(s, BDT, `${MC}/${p}`, b);
      expect(r.status).toBe(200);
      expect(typeof r.body.code).toBe('number');
      expect(r.body.code).not.toBe(500);
    }
    expect((await memberPost(s, BDT, `${MC}/deposit`, { channel_id: 1, amount: -5 })).body.code).toBe(999);
  });
});
