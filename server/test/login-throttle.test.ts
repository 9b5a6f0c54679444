import { accountDelayMs, accountWaitMs } from '../src/core/account-throttle';
import type { AccountLoginLimits } from '../src/core/deps';
import { login, loginHeader, solvedCaptcha } from './helpers/auth-client';
import { LOGIN_WAIT_FIELD } from '@mfp/shared/errors';
import { post, serverForFile, startTestServer } from './helpers/start-server';

// Issue 16 point 4 (OWASP authentication): per-account growing delays besides the per-IP limit; while delayed
// the login answers spec 8's 106, the code the per-IP limit already answers, but says to wait and how long.

const s = serverForFile();

const LIMITS: AccountLoginLimits = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 60_000, windowMs: 15 * 60_000 };
const code = async (account: string, password = 'wrong-Passw0rd') => (await login(s.baseUrl, account, password)).body.code;
/** The fake clock: ages every recorded failed login by `ms`, as if that much time had passed. */
const age = (ms: number) => s.deps.db.prepare("UPDATE rate_limits SET at = at - ? WHERE key LIKE 'login-fail:%'").run(ms);
const waitOf = (account: string) => accountWaitMs(s.deps.db, account, s.config.limits.loginPerAccount);
const ipHits = () => (s.deps.db.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE key LIKE 'login:%'").get() as { n: number }).n;

describe('the delay schedule (documented defaults)', () => {
  test('the defaults are 5 free failures, then 1 s doubling up to 60 s, remembered for 15 minutes', () => {
    expect(s.config.limits.loginPerAccount).toEqual(LIMITS);
  });

  test.each([
    [0, 0], [4, 0], [5, 1_000], [6, 2_000], [7, 4_000], [10, 32_000], [11, 60_000], [40, 60_000],
  ])('after %i failures the next attempt waits %i ms', (failures, delay) => {
    expect(accountDelayMs(failures, LIMITS)).toBe(delay);
  });
});

describe('a brute force on one account', () => {
  test('is slowed with growing delays while another account on the same IP still logs in, and the right password works after the cap', async () => {
    const victim = 'demobdt01';
    for (let i = 0; i < 5; i += 1) expect(await code(victim)).toBe(101);
    expect(await code(victim)).toBe(106);
    expect(await code('demousd01', 'Passw0rd')).toBe(100);

    // Each failure after the free ones doubles the wait: 1 s, 2 s, 4 s ...
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]) {
      const wait = waitOf(victim);
      expect(wait).toBeGreaterThan(delay - 1_000);
      expect(wait).toBeLessThanOrEqual(delay);
      if (delay > 1_000) expect(await code(victim)).toBe(106);
      age(delay);
      expect(await code(victim)).toBe(101);
    }
    // At the cap, even the right password waits (a delayed attempt tells nothing about the password) ...
    expect(waitOf(victim)).toBeLessThanOrEqual(60_000);
    expect(await code(victim, 'Passw0rd')).toBe(106);
    // ... and works once the 60 s are over; the success forgets the failures.
    age(60_000);
    expect(await code(victim, 'Passw0rd')).toBe(100);
    expect(await code(victim)).toBe(101);
    expect(waitOf(victim)).toBe(0);
  }, 60_000);

  test('a delayed account is told to wait and for how long, with the same code 106, not that its IP is refused', async () => {
    const account = 'waitme01';
    for (let i = 0; i < 7; i += 1) await code(account);
    const reply = (await login(s.baseUrl, account, 'wrong')).body;
    const wait = waitOf(account);
    expect(reply.code).toBe(106);
    expect(reply.message).not.toMatch(/IP/);
    expect(reply.message).toMatch(/try again in \d+ s/);
    expect(reply.data).toEqual({ [LOGIN_WAIT_FIELD]: Math.ceil(wait / 1000) });
    expect((reply.data as Record<string, number>)[LOGIN_WAIT_FIELD]).toBeGreaterThan(0);
    // The per-IP limit keeps its own message and carries no wait.
    const ipLimited = await startTestServer({ env: { LIMIT_LOGIN_PER_IP_MINUTE: '1' } });
    try {
      await login(ipLimited.baseUrl, 'demobdt01', 'wrong');
      const limited = (await login(ipLimited.baseUrl, 'demousd01', 'wrong')).body;
      expect(limited).toMatchObject({ code: 106, message: 'IP is not allowed to log in', data: null });
    } finally {
      await ipLimited.stop();
    }
  }, 30_000);

  test('is keyed by the lower-cased account, known or not (no enumeration through the delay)', async () => {
    for (const account of ['Ghost01', 'GHOST01', 'ghost01', 'gHoSt01', 'ghost01']) expect(await code(account)).toBe(101);
    expect(await code('ghost01 ')).toBe(106);
    expect(await code('GHOST01')).toBe(106);
  }, 30_000);

  test('a scripted burst of 40 paced guesses on one account gets few real guesses and leaves the IP open to other players', async () => {
    const before = ipHits();
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      codes.push(await code('demousd01'));
      age(1_500);
    }
    const guesses = codes.filter((c) => c === 101).length;
    // 5 free guesses, then one per doubled delay (1 s, 2 s, 4 s, 8 s, 16 s, 32 s) within 60 s of paced tries.
    expect(guesses).toBeLessThanOrEqual(11);
    expect(codes.filter((c) => c === 106).length).toBe(40 - guesses);
    // Delayed attempts spend none of the per-IP budget ...
    expect(ipHits() - before).toBe(guesses);
    // ... so another player behind the same IP logs in.
    expect(await code('demobdt01', 'Passw0rd')).toBe(100);
  }, 60_000);

  test('parallel guesses cannot all slip past the delay check', async () => {
    // Captchas and login headers first, so the twelve logins reach the server together.
    const ready = await Promise.all(Array.from({ length: 12 }, async () => ({ captcha: await solvedCaptcha(s.baseUrl), header: await loginHeader(s.baseUrl) })));
    const body = (captcha: { token: string; answer: string }) =>
      ({ account: 'downline01', password: 'wrong-Passw0rd', site_id: '1', answer: captcha.answer, captcha_token: captcha.token, udid: 'test-udid', device: 'pc' });
    const codes = await Promise.all(ready.map(async ({ captcha, header }) => (await post(s.baseUrl, '/api/login', body(captcha), header)).body.code));
    expect(codes.filter((c) => c === 101).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 106).length).toBeGreaterThanOrEqual(7);
  }, 60_000);
});
