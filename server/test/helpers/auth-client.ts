import { post } from './start-server';

/** A fresh captcha and its answer (read through the loopback test route). */
export async function solvedCaptcha(baseUrl: string, type = 1): Promise<{ token: string; answer: string }> {
  const c = await post<{ token: string }>(baseUrl, '/api/captcha', { type, site_id: '1' });
  const a = await fetch(`${baseUrl}/__test/captcha/${c.body.data.token}`).then((r) => r.json() as Promise<{ data: { answer: string } }>);
  return { token: c.body.data.token, answer: a.data.answer };
}

export async function loginHeader(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/get_login_header`).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
  return res.data;
}

/** POST /api/login with a solved captcha and a fresh login header. */
export async function login(baseUrl: string, account: string, password = 'Passw0rd', extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const captcha = await solvedCaptcha(baseUrl);
  return post(
    baseUrl,
    '/api/login',
    { account, password, site_id: '1', answer: captcha.answer, captcha_token: captcha.token, udid: 'test-udid', device: 'pc', ...extra },
    { ...(await loginHeader(baseUrl)), ...headers },
  );
}

/** POST /api/register for a USD member (USD asks no phone check) with a solved captcha. */
export async function registerUsdMember(baseUrl: string, account: string, password: string) {
  const c = await solvedCaptcha(baseUrl, 2);
  return post(baseUrl, '/api/register', {
    memberAccount: account, password, memberCurrency: 'USD', memberName: 'Test Member', memberEmail: `${account}@example.com`,
    memberBirthday: '1990-05-06', withdrawPassword: '1111', answer: c.answer, captchaToken: c.token,
  });
}

/** The token of a successful login. */
export async function loginToken(baseUrl: string, account: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await login(baseUrl, account, 'Passw0rd', extra);
  const token = res.headers.get('authorization');
  if (res.body.code !== 100 || !token) throw new Error(`login ${account} failed: ${JSON.stringify(res.body)}`);
  return token;
}
