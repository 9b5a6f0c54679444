import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../../support/remotes';

/** The answer of the captcha shown inside `scope`, read from the loopback test route. */
export async function captchaAnswer(request: APIRequestContext, scope: Locator, notToken?: string): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  if (notToken) await expect(image).not.toHaveAttribute('data-captcha-token', notToken);
  const token = await image.getAttribute('data-captcha-token');
  const reply = await request.get(`${API_URL}/__test/captcha/${token}`);
  const body = (await reply.json()) as { data: { answer: string } };
  return body.data.answer;
}

export async function captchaToken(scope: Locator): Promise<string> {
  return (await scope.getByTestId('captcha-image').getAttribute('data-captcha-token')) ?? '';
}

/** The last SMS code sent to a phone. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const reply = await request.get(`${API_URL}/__test/sms?phone=${phone}`);
  return ((await reply.json()) as { data: { code: string } }).data.code;
}

/** Opens /register (or a link to it) and waits for the remote area and its form to render. */
export async function gotoRegister(page: Page, path = '/register'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('auth-register')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('register-form').or(page.getByTestId('auth-welcome'))).toBeVisible({ timeout: 15_000 });
}

/** Opens the login modal from the register page's "Log in" link. */
export async function openLogin(page: Page): Promise<Locator> {
  await gotoRegister(page);
  await page.getByTestId('open-login').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/** Fills and submits the login modal with a correct captcha. */
export async function submitLogin(
  request: APIRequestContext,
  modal: Locator,
  account: string,
  password: string,
  notToken?: string,
): Promise<string> {
  await modal.getByLabel('Account').fill(account);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByTestId('answer-input').fill(await captchaAnswer(request, modal, notToken));
  const used = await captchaToken(modal);
  await modal.getByTestId('login-submit').click();
  return used;
}

/** A unique suffix for accounts and contacts created by a test. */
export const unique = (): string => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

/** A fresh 11-digit phone number. */
export const freshPhone = (): string => `019${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** Registers a USD member through the API (withdraw password 1234), for flows that change it. */
export async function registerUsdMember(request: APIRequestContext): Promise<{ account: string; email: string }> {
  const id = unique();
  const account = `pw${id}`.slice(0, 12);
  const email = `${account}@example.com`;
  const captcha = (await (await request.post(`${API_URL}/api/captcha`, { data: { type: 2, site_id: 'bd01' } })).json()) as {
    data: { token: string };
  };
  const answer = (await (await request.get(`${API_URL}/__test/captcha/${captcha.data.token}`)).json()) as {
    data: { answer: string };
  };
  const reply = await request.post(`${API_URL}/api/register`, {
    data: {
      siteId: 'bd01',
      memberAccount: account,
      password: 'Passw0rd',
      memberCurrency: 'USD',
      memberName: `Reset User ${id}`,
      memberEmail: email,
      memberBirthday: '1990-01-02',
      withdrawPassword: '1234',
      answer: answer.data.answer,
      captchaToken: captcha.data.token,
    },
  });
  const body = (await reply.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(100);
  return { account, email };
}
