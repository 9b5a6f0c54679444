import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../../support/remotes';

const expect = baseExpect.configure({ timeout: 45_000 });
const CONSOLE = { 'x-console-token': 'local-console-token' };

/** Calls the operator console (loopback, token header) and returns its data. */
export async function consolePost<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await request.post(`${API_URL}/console/${path}`, { headers: CONSOLE, data });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(100);
  return body.data;
}

/** Lands on home logged in through the enc hand-off of the host. */
export async function landAsMember(page: Page, request: APIRequestContext, memberId: number): Promise<void> {
  const res = await request.post(`${API_URL}/__test/handoff`, { data: { member_id: memberId } });
  const body = (await res.json()) as { data: { enc: string } };
  await page.goto(`/?enc=${encodeURIComponent(body.data.enc)}`);
  await expect(page.getByTestId('header-account')).toBeVisible();
}

/** Registers a fresh USD member through the API; returns its id. */
export async function registerUsdMember(request: APIRequestContext): Promise<number> {
  const id = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  const account = `lb${id}`.slice(0, 12);
  const captcha = (await (await request.post(`${API_URL}/api/captcha`, { data: { type: 2, site_id: 'bd01' } })).json()) as {
    data: { token: string };
  };
  const answer = (await (await request.get(`${API_URL}/__test/captcha/${captcha.data.token}`)).json()) as { data: { answer: string } };
  const reply = await request.post(`${API_URL}/api/register`, {
    data: {
      siteId: 'bd01',
      memberAccount: account,
      password: 'Passw0rd',
      memberCurrency: 'USD',
      memberName: `Lobby User ${id}`,
      memberEmail: `${account}@example.com`,
      memberBirthday: '1990-01-02',
      withdrawPassword: '1234',
      answer: answer.data.answer,
      captchaToken: captcha.data.token,
    },
  });
  const body = (await reply.json()) as { code: number; message: string; data: { member_id: number } };
  expect(body.code, body.message).toBe(100);
  return Number(body.data.member_id);
}

export const setLocale = (page: Page, locale: 'en_US' | 'bn_BD', baseURL: string) =>
  page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);

/** Closes the pop-up promotion if it shows, so that it does not cover the page. */
export async function dismissPopup(page: Page): Promise<void> {
  const close = page.getByTestId('lobby-popup-close');
  if (await close.isVisible()) await close.click();
}
