import { SEED_MEMBERS } from '../src/seed/core-seed';
import { login, solvedCaptcha } from './helpers/auth-client';
import { post, serverForFile, startTestServer } from './helpers/start-server';

const s = serverForFile();

let seq = 0;
/** A valid USD payload (no phone verification for USD); `over` replaces fields. */
async function usdPayload(over: Record<string, unknown> = {}) {
  seq += 1;
  const c = await solvedCaptcha(s.baseUrl, 2);
  return {
    siteId: '1', memberAccount: `newusd${seq}x`, password: 'Abc12345', memberCurrency: 'USD', introducer: '',
    memberName: `New Usd ${seq}`, memberEmail: `newusd${seq}@example.com`, memberBirthday: '1991-02-03',
    withdrawPassword: '4321', memberPhone: '', phoneVerify: '', identityId: '', memberTelegram: '', memberSkype: '',
    memberFb: '', answer: c.answer, captchaToken: c.token, remoteAddr: '', errorTrack: '', ...over,
  };
}
const register = async (over: Record<string, unknown> = {}) => post(s.baseUrl, '/api/register', await usdPayload(over));

describe('register settings', () => {
  test('per-currency list for BDT and USD', async () => {
    const res = await post(s.baseUrl, '/api/arks/web/register-settings', { site_id: '1' });
    const currencies = new Set(res.body.data.list.map((i: { currency: string }) => i.currency));
    expect([...currencies].sort()).toEqual(['BDT', 'USD']);
    expect(res.body.data.list.find((i: any) => i.currency === 'BDT' && i.name === 'member_phone')).toMatchObject({
      is_display: 1, is_required: 1, is_unique: 1, is_verification: 1, is_member_center_verification: 1,
    });
  });
  test('service agreement list', async () => {
    const res = await post(s.baseUrl, '/api/arks/web/register-settings/service-agreement', { site_id: 1 });
    expect(res.body.data.list.map((a: any) => a.language)).toEqual(['en_US', 'bn_BD']);
  });
});

describe('POST /api/register', () => {
  test('success returns member data with member_id and logs in', async () => {
    const res = await register();
    expect(res.body.code).toBe(100);
    expect(res.body.data.member_id).toBeGreaterThan(SEED_MEMBERS.frozen.id);
    expect(res.headers.get('authorization')).toMatch(/^Bearer /);
    const account = (res.body.data.member_account as string);
    expect((await login(s.baseUrl, account, 'Abc12345')).body.code).toBe(100);
  });

  test('BDT with SMS phone verification and an agent introducer', async () => {
    const phone = '01811112222';
    expect((await post(s.baseUrl, '/api/register/sms', { member_phone: phone, currency: 'BDT', type: 'register_member', site_id: 1 })).body.code).toBe(100);
    const code = (await fetch(`${s.baseUrl}/__test/sms?phone=${phone}`).then((r) => r.json() as Promise<any>)).data.code;
    expect(code).toMatch(/^\d{6}$/);
    const base = { memberCurrency: 'BDT', memberPhone: phone, introducer: String(SEED_MEMBERS.agentActive.id), memberEmail: '', memberBirthday: '', withdrawPassword: '' };
    expect((await register({ ...base, phoneVerify: '000000' === code ? '111111' : '000000' })).body.code).toBe(113);
    const res = await register({ ...base, phoneVerify: code });
    expect(res.body.code).toBe(100);
    const row = s.deps.db.prepare('SELECT parent_agent_id, member_currency FROM members WHERE id = ?').get(res.body.data.member_id);
    expect(row).toEqual({ parent_agent_id: SEED_MEMBERS.agentActive.id, member_currency: 'BDT' });
  });

  test('a recommend code introducer', async () => {
    const res = await register({ introducer: `RC${SEED_MEMBERS.memberUsd.id}` });
    expect(res.body.code).toBe(100);
    expect(s.deps.db.prepare('SELECT recommended_by r FROM members WHERE id = ?').get(res.body.data.member_id)).toEqual({ r: SEED_MEMBERS.memberUsd.id });
  });

  test.each([
    [102, { memberAccount: 'demousd01' }],
    [105, { memberEmail: 'demousd01@example.com' }],
    [114, { identityId: `ID${SEED_MEMBERS.memberUsd.id}` }],
    [201, { memberAccount: 'bad_acc!' }],
    [202, { password: 'onlyletters' }],
    [204, { withdrawPassword: '12a4' }],
    [205, { memberBirthday: '1990-01' }],
    [206, { memberEmail: 'not-an-email' }],
    [207, { memberCurrency: 'VND' }],
    [209, { memberPhone: '12ab' }],
    [214, { memberName: 'Blocked Name' }],
    [216, { memberEmail: 'blocked@example.com' }],
    [215, { memberPhone: '01799999999' }],
    [224, { answer: 'wrong' }],
    [302, { memberSkype: 'a b' }],
    [306, { memberFb: 'x' }],
    [307, { memberTelegram: 'bad telegram!' }],
    [106, { introducer: String(SEED_MEMBERS.memberUsd.id) }],
    [108, { introducer: String(SEED_MEMBERS.agentInactive.id) }],
    [112, { introducer: '999999' }],
    [219, { introducer: 'NOSUCHCODE' }],
    [228, { introducer: 'bad code!' }],
    [228, { introducer: String(SEED_MEMBERS.agentActive.id) }],
    [110, { introducer: `RC${SEED_MEMBERS.disabled.id}` }],
  ])('code %i', async (code, over) => {
    expect((await register(over)).body.code).toBe(code);
  });

  test('103 name repeat and 104 phone repeat where settings say unique', async () => {
    s.deps.db.prepare("UPDATE register_settings SET is_unique = 1 WHERE currency = 'USD' AND name = 'member_name'").run();
    expect((await register({ memberName: 'Demo Member 2' })).body.code).toBe(103);
    expect((await register({ memberPhone: '01700000002' })).body.code).toBe(104);
    s.deps.db.prepare("UPDATE register_settings SET is_unique = 0 WHERE currency = 'USD' AND name = 'member_name'").run();
  });

  test('107 recommend closed and 109 recommend disabled', async () => {
    s.deps.db.prepare("UPDATE core_settings SET value = '0' WHERE key = 'recommend_enabled'").run();
    expect((await register({ introducer: `RC${SEED_MEMBERS.memberUsd.id}` })).body.code).toBe(107);
    s.deps.db.prepare("UPDATE core_settings SET value = '1' WHERE key = 'recommend_enabled'").run();
    s.deps.db.prepare('UPDATE members SET recommend_enabled = 0 WHERE id = ?').run(SEED_MEMBERS.memberUsd.id);
    expect((await register({ introducer: `RC${SEED_MEMBERS.memberUsd.id}` })).body.code).toBe(109);
    s.deps.db.prepare('UPDATE members SET recommend_enabled = 1 WHERE id = ?').run(SEED_MEMBERS.memberUsd.id);
  });

  test('218 IP blacklisted', async () => {
    s.deps.db.prepare("INSERT INTO register_blacklist (kind, value) VALUES ('ip', '10.9.9.9')").run();
    expect((await register({ remoteAddr: '10.9.9.9' })).body.code).toBe(218);
  });
});

describe('per-field verification, links and agent domains', () => {
  const verify = (fields: Record<string, unknown>) => post(s.baseUrl, '/api/register/verification', { site_id: 1, member_currency: 'USD', verification: 1, ...fields });
  test.each([
    [100, { member_account: 'freeacct01' }],
    [102, { member_account: 'demousd01' }],
    [105, { member_email: 'demousd01@example.com' }],
    [206, { member_email: 'bad' }],
    [207, { member_currency: 'XXX', member_account: 'freeacct01' }],
  ])('answers %i for %j (100 for a free value, the code for a taken or malformed one)', async (code, fields) => {
    expect((await verify(fields)).body.code).toBe(code);
  });
  test('valid_message', async () => {
    const v = (body: Record<string, unknown>) => post(s.baseUrl, '/api/register/valid_message', { site_id: 1, ...body }).then((r) => r.body.data.is_valid);
    expect(await v({ agent_id: SEED_MEMBERS.agentActive.id })).toBe(1);
    expect(await v({ agent_id: SEED_MEMBERS.agentInactive.id })).toBe(0);
    expect(await v({ agent_id: SEED_MEMBERS.memberBdt.id })).toBe(0);
    expect(await v({ recommend_code: `RC${SEED_MEMBERS.memberBdt.id}` })).toBe(1);
    expect(await v({ recommend_code: 'NOPE' })).toBe(0);
  });
  test('check-agent-domain', async () => {
    const res = await post(s.baseUrl, '/api/arks/web/check-agent-domain', { host: 'agent.localhost:3000', site_id: 1 });
    expect(res.body.data).toEqual({ is_valid: 1, currency: 'BDT', agent_id: SEED_MEMBERS.agentActive.id });
    expect((await post(s.baseUrl, '/api/arks/web/check-agent-domain', { host: 'agentoff.localhost', site_id: 1 })).body.data.is_valid).toBe(0);
    expect((await post(s.baseUrl, '/api/arks/web/check-agent-domain', { host: 'other.example', site_id: 1 })).body.data.is_valid).toBe(0);
  });
});

describe('POST /api/register/sms codes', () => {
  const sms = (phone: unknown) => post(s.baseUrl, '/api/register/sms', { member_phone: phone, currency: 'BDT', type: 'register_member', site_id: 1 }).then((r) => r.body.code);
  test('201 blank, 099 invalid, 104 contact CS, 102 within five minutes, 103 no balance', async () => {
    expect(await sms('')).toBe(201);
    expect(await sms('12ab')).toBe(99);
    expect(await sms('01799999999')).toBe(104);
    expect(await sms('01833334444')).toBe(100);
    expect(await sms('01833334444')).toBe(102);
    s.deps.db.prepare("UPDATE core_settings SET value = '0' WHERE key = 'sms_balance'").run();
    expect(await sms('01855556666')).toBe(103);
    s.deps.db.prepare("UPDATE core_settings SET value = '100' WHERE key = 'sms_balance'").run();
  });
});

describe('rate limits', () => {
  test('996 too frequent and 997 IP register limit', async () => {
    const limited = await startTestServer({ env: { LIMIT_REGISTER_PER_IP_MINUTE: '3', LIMIT_REGISTRATIONS_PER_IP_DAY: '1' } });
    try {
      const payload = async (n: number) => {
        const c = await post(limited.baseUrl, '/api/captcha', { type: 2 });
        const a = await fetch(`${limited.baseUrl}/__test/captcha/${c.body.data.token}`).then((r) => r.json() as Promise<any>);
        return { ...(await usdPayload()), memberAccount: `limit${n}abc`, memberEmail: `limit${n}@example.com`, answer: a.data.answer, captchaToken: c.body.data.token };
      };
      expect((await post(limited.baseUrl, '/api/register', await payload(1))).body.code).toBe(100);
      expect((await post(limited.baseUrl, '/api/register', await payload(2))).body.code).toBe(997);
      expect((await post(limited.baseUrl, '/api/register', await payload(3))).body.code).toBe(997);
      expect((await post(limited.baseUrl, '/api/register', await payload(4))).body.code).toBe(996);
    } finally {
      await limited.stop();
    }
  }, 30_000);
});
