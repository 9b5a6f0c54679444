import { SEED_MEMBERS, TRUSTED_UDID } from '../src/seed/core-seed';
import { login, loginHeader, loginToken, solvedCaptcha } from './helpers/auth-client';
import { post, serverForFile, startTestServer } from './helpers/start-server';

const s = serverForFile();

describe('captcha and login header', () => {
  test('POST /api/captcha answers a token, a PNG data URL image and a placeholder', async () => {
    const res = await post(s.baseUrl, '/api/captcha', { type: 1, site_id: '1' });
    expect(res.body.code).toBe(100);
    expect(res.body.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.data.captcha).toMatch(/^data:image\/png;base64,/);
    expect(res.body.data.placeholder).toBe('4 digits');
  });

  test('the captcha placeholder is in the language the request names (lang header)', async () => {
    const res = await post(s.baseUrl, '/api/captcha', { type: 1, site_id: '1' }, { lang: 'bn_BD' });
    expect(res.body.data.placeholder).toBe('৪টি অঙ্ক');
  });

  test('GET /clientCaptcha answers a captcha at the root', async () => {
    const res = await fetch(`${s.baseUrl}/clientCaptcha`).then((r) => r.json() as Promise<any>);
    expect(res.code).toBe(100);
    expect(res.data.captcha).toMatch(/^data:image\/png;base64,/);
  });

  test('captcha flood answers captcha code 101', async () => {
    const limited = await startTestServer({ env: { LIMIT_CAPTCHA_PER_IP_SECOND: '5' } });
    try {
      const codes = await Promise.all(Array.from({ length: 15 }, () => post(limited.baseUrl, '/api/captcha', { type: 2 }).then((r) => r.body.code)));
      expect(codes).toContain(101);
      expect(codes.filter((c) => c === 100).length).toBeLessThanOrEqual(10);
    } finally {
      await limited.stop();
    }
  }, 30_000);

  test('GET /api/get_login_header answers a header map', async () => {
    const header = await loginHeader(s.baseUrl);
    expect(Object.keys(header)).toEqual(['x-login-header']);
  });
});

describe('POST /api/login codes (spec 8)', () => {
  test('success returns member_id and the token in the authorization header', async () => {
    const res = await login(s.baseUrl, 'demobdt01');
    expect(res.body.code).toBe(100);
    expect(res.body.data.member_id).toBe(SEED_MEMBERS.memberBdt.id);
    expect(res.headers.get('authorization')).toMatch(/^Bearer [0-9a-f]{64}$/);
  });

  test('101 unknown account and wrong password', async () => {
    expect((await login(s.baseUrl, 'nosuchuser1')).body.code).toBe(101);
    expect((await login(s.baseUrl, 'demobdt01', 'Wrong1234')).body.code).toBe(101);
  });

  test('102 disabled, 103 frozen', async () => {
    expect((await login(s.baseUrl, 'disabled01')).body.code).toBe(102);
    expect((await login(s.baseUrl, 'frozen01')).body.code).toBe(103);
  });

  test('105 wrong captcha, and a captcha is single use', async () => {
    const captcha = await solvedCaptcha(s.baseUrl);
    const body = { account: 'demobdt01', password: 'Passw0rd', answer: 'x' + captcha.answer, captcha_token: captcha.token };
    expect((await post(s.baseUrl, '/api/login', body, await loginHeader(s.baseUrl))).body.code).toBe(105);
    const reuse = { ...body, answer: captcha.answer };
    expect((await post(s.baseUrl, '/api/login', reuse, await loginHeader(s.baseUrl))).body.code).toBe(105);
  });

  test('104 without the one-time login header, and the header is single use', async () => {
    const captcha = await solvedCaptcha(s.baseUrl);
    const body = { account: 'demobdt01', password: 'Passw0rd', answer: captcha.answer, captcha_token: captcha.token };
    expect((await post(s.baseUrl, '/api/login', body)).body.code).toBe(104);
    const header = await loginHeader(s.baseUrl);
    expect((await login(s.baseUrl, 'demobdt01', 'Passw0rd')).body.code).toBe(100);
    const c2 = await solvedCaptcha(s.baseUrl);
    await post(s.baseUrl, '/api/login', { ...body, answer: c2.answer, captcha_token: c2.token }, header);
    const c3 = await solvedCaptcha(s.baseUrl);
    expect((await post(s.baseUrl, '/api/login', { ...body, answer: c3.answer, captcha_token: c3.token }, header)).body.code).toBe(104);
  });

  test.each([106, 201, 202, 203])('%i from an IP rule on remote_addr', async (code) => {
    expect((await login(s.baseUrl, 'demobdt01', 'Passw0rd', { remote_addr: `10.0.0.${code}` })).body.code).toBe(code);
  });

  test('107 different device opens double validation with a question', async () => {
    const res = await login(s.baseUrl, 'doublechk01');
    expect(res.body.code).toBe(107);
    expect(res.body.data).toEqual({ member_login_id: expect.any(String), question: 'member_name', available_questions_count: 3 });
    expect(res.headers.get('authorization')).toBeNull();
    expect((await login(s.baseUrl, 'doublechk01', 'Passw0rd', { udid: TRUSTED_UDID })).body.code).toBe(100);
  });

  test('802 withdraw-password validation', async () => {
    const res = await login(s.baseUrl, 'wdcheck01');
    expect(res.body.code).toBe(802);
    expect(res.body.data.question).toBe('withdraw_password');
  });

  test('seeded layout flags: agents, first login, bank not bound', async () => {
    for (const account of ['demousd01', 'agentact01', 'agentoff01', 'firstlog01', 'nobank01']) {
      expect((await login(s.baseUrl, account)).body.code).toBe(100);
    }
    const row = s.deps.db.prepare('SELECT first_login_to_change_password f, need_bank_account_deposit_verified b FROM members WHERE member_account IN (?, ?) ORDER BY id').all('firstlog01', 'nobank01');
    expect(row).toEqual([{ f: 1, b: 0 }, { f: 0, b: 1 }]);
  });

  test('a different-device login is broadcast as a login event on private-member.{id}', async () => {
    s.published.length = 0;
    await loginToken(s.baseUrl, 'demousd01', { udid: 'device-a' });
    const second = await loginToken(s.baseUrl, 'demousd01', { udid: 'device-b' });
    const event = s.published.filter((e) => e.event === 'login').pop();
    expect(event).toEqual({ channel: `private-member.${SEED_MEMBERS.memberUsd.id}`, event: 'login', payload: { token: second, member_id: SEED_MEMBERS.memberUsd.id } });
  });

  test('logout revokes the token', async () => {
    const token = await loginToken(s.baseUrl, 'demobdt01');
    const auth = { authorization: token };
    expect((await post(s.baseUrl, '/broadcasting/auth', { socket_id: '1.1', channel_name: `private-member.${SEED_MEMBERS.memberBdt.id}` }, auth)).status).toBe(200);
    expect((await post(s.baseUrl, '/api/logout', undefined, auth)).body.code).toBe(100);
    expect((await post(s.baseUrl, '/broadcasting/auth', { socket_id: '1.1', channel_name: `private-member.${SEED_MEMBERS.memberBdt.id}` }, auth)).status).toBe(403);
  });
});

describe('double validation (spec 8)', () => {
  async function challenge(account: string) {
    const res = await login(s.baseUrl, account);
    return res.body.data.member_login_id as string;
  }
  async function answer(id: string, value: string, captchaOk = true) {
    const c = await solvedCaptcha(s.baseUrl);
    return post(s.baseUrl, '/api/login/double_validation', {
      member_login_id: id, answer: value, captcha_answer: captchaOk ? c.answer : 'bad', captcha_token: c.token, udid: 'x',
    });
  }

  test('right answer logs in with a token', async () => {
    const res = await answer(await challenge('doublechk01'), 'Demo Member 7');
    expect(res.body.code).toBe(100);
    expect(res.body.data.member_id).toBe(SEED_MEMBERS.doubleCheck.id);
    expect(res.headers.get('authorization')).toMatch(/^Bearer /);
  });

  test('802 answered with the withdraw password', async () => {
    const id = await challenge('wdcheck01');
    expect((await answer(id, '12ab')).body.code).toBe(206);
    expect((await answer(id, '1234')).body.code).toBe(100);
  });

  test('101 unknown id, 105 captcha, 104 blank, 103 wrong then 998 after three', async () => {
    expect((await answer('nope', 'x')).body.code).toBe(101);
    const id = await challenge('doublechk01');
    expect((await answer(id, 'Demo Member 7', false)).body.code).toBe(105);
    expect((await answer(id, '   ')).body.code).toBe(104);
    expect((await answer(id, 'wrong')).body.code).toBe(103);
    expect((await answer(id, 'wrong')).body.code).toBe(103);
    expect((await answer(id, 'wrong')).body.code).toBe(998);
    expect((await answer(id, 'Demo Member 7')).body.code).toBe(101);
  });

  test('102 disabled and 202 frozen during validation, 106 ip', async () => {
    const id = await challenge('doublechk01');
    s.deps.db.prepare("UPDATE members SET status = 'frozen' WHERE id = ?").run(SEED_MEMBERS.doubleCheck.id);
    expect((await answer(id, 'x')).body.code).toBe(202);
    s.deps.db.prepare("UPDATE members SET status = 'disabled' WHERE id = ?").run(SEED_MEMBERS.doubleCheck.id);
    expect((await answer(id, 'x')).body.code).toBe(102);
    s.deps.db.prepare("UPDATE members SET status = 'active' WHERE id = ?").run(SEED_MEMBERS.doubleCheck.id);
    const c = await solvedCaptcha(s.baseUrl);
    const res = await post(s.baseUrl, '/api/login/double_validation', { member_login_id: id, answer: 'x', captcha_answer: c.answer, captcha_token: c.token, remote_addr: '10.0.0.106' });
    expect(res.body.code).toBe(106);
  });

  test('205 when the member has no value for the question', async () => {
    const id = await challenge('doublechk01');
    s.deps.db.prepare("UPDATE login_challenges SET question = 'member_email' WHERE id = ?").run(id);
    s.deps.db.prepare("UPDATE members SET member_email = '' WHERE id = ?").run(SEED_MEMBERS.doubleCheck.id);
    expect((await answer(id, 'a@b.com')).body.code).toBe(205);
    s.deps.db.prepare('UPDATE members SET member_email = ? WHERE id = ?').run('doublechk01@example.com', SEED_MEMBERS.doubleCheck.id);
  });

  test('skip moves to the next question and counts down; 101 for an unknown id; 102 when none left', async () => {
    const id = await challenge('doublechk01');
    const one = await post(s.baseUrl, '/api/login/double_validation/skip', { member_login_id: id });
    expect(one.body).toMatchObject({ code: 100, data: { question: 'identity_id', available_questions_count: 2 } });
    expect((await answer(id, `ID${SEED_MEMBERS.doubleCheck.id}`)).body.code).toBe(100);
    const id2 = await challenge('doublechk01');
    await post(s.baseUrl, '/api/login/double_validation/skip', { member_login_id: id2 });
    await post(s.baseUrl, '/api/login/double_validation/skip', { member_login_id: id2 });
    expect((await post(s.baseUrl, '/api/login/double_validation/skip', { member_login_id: id2 })).body.code).toBe(102);
    expect((await post(s.baseUrl, '/api/login/double_validation/skip', { member_login_id: 'unknown' })).body.code).toBe(101);
  });
});

describe('withdraw-password verify and reset (spec 8)', () => {
  const verify = (body: Record<string, unknown>) => post(s.baseUrl, '/api/arks/web/vx/verify', { account: 'firstlog01', withdraw_password: '1234', ...body });

  test.each([
    [101, { account: 'nosuchuser1' }],
    [102, { account: 'disabled01' }],
    [201, { withdraw_password: '9999' }],
    [202, { member_email: 'other@example.com' }],
    [203, { member_phone: '0999' }],
    [204, { captcha_token: 'nope', answer: '1' }],
  ])('verify answers %i for %j', async (code, body) => {
    expect((await verify(body)).body.code).toBe(code);
  });

  test('verify then reset changes the login password; reset codes 101, 102, 201, 202, 203', async () => {
    const c = await solvedCaptcha(s.baseUrl);
    const v = await verify({ member_email: 'firstlog01@example.com', answer: c.answer, captcha_token: c.token });
    expect(v.body.code).toBe(100);
    const token = v.body.data.token as string;
    const reset = (body: Record<string, unknown>) => post(s.baseUrl, '/api/arks/web/vx/reset', { account: 'firstlog01', password: 'NewPass12', token, ...body });
    const refusals: [number, Record<string, unknown>][] = [
      [101, { account: 'nosuchuser1' }], [102, { account: 'disabled01' }], [201, { token: 'bad' }],
      [202, { account: 'demobdt01' }], [203, { password: 'short' }],
    ];
    for (const [code, body] of refusals) expect({ body, code: (await reset(body)).body.code }).toEqual({ body, code });
    expect((await reset({})).body.code).toBe(100);
    expect((await reset({})).body.code).toBe(201);
    expect((await login(s.baseUrl, 'firstlog01', 'NewPass12')).body.code).toBe(100);
    expect(s.deps.db.prepare('SELECT first_login_to_change_password f FROM members WHERE member_account = ?').get('firstlog01')).toEqual({ f: 0 });
  });
});

describe('encrypted hand-off POST /get_info_data', () => {
  test('a minted enc answers a JSON string with tk, member_id, member_account, member_currency', async () => {
    const minted = await post(s.baseUrl, '/__test/handoff', { member_id: SEED_MEMBERS.memberUsd.id });
    const res = await post(s.baseUrl, '/get_info_data', { enc: minted.body.data.enc });
    expect(res.body.code).toBe(100);
    expect(JSON.parse(res.body.data)).toEqual({ tk: minted.body.data.tk, member_id: String(SEED_MEMBERS.memberUsd.id), member_account: 'demousd01', member_currency: 'USD' });
  });

  test('a tampered enc fails', async () => {
    const minted = await post(s.baseUrl, '/__test/handoff', { member_id: SEED_MEMBERS.memberUsd.id });
    const enc = minted.body.data.enc as string;
    const tampered = enc.slice(0, -2) + (enc.endsWith('A') ? 'BB' : 'AA');
    expect((await post(s.baseUrl, '/get_info_data', { enc: tampered })).body.code).toBe(101);
    expect((await post(s.baseUrl, '/get_info_data', { enc: 'garbage' })).body.code).toBe(101);
  });
});
