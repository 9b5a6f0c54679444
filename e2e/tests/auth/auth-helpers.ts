import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captchaAnswerFor, registerUsdMember as registerUsd, smsCodeFor } from '../../support/members';

/** The answer of the captcha shown inside `scope`, read from the loopback test route. */
export async function captchaAnswer(_request: APIRequestContext, scope: Locator, notToken?: string): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  if (notToken) await expect(image).not.toHaveAttribute('data-captcha-token', notToken);
  return captchaAnswerFor((await image.getAttribute('data-captcha-token')) ?? '');
}

export async function captchaToken(scope: Locator): Promise<string> {
  return (await scope.getByTestId('captcha-image').getAttribute('data-captcha-token')) ?? '';
}

/** The last SMS code sent to a phone. */
export async function smsCode(_request: APIRequestContext, phone: string): Promise<string> {
  return smsCodeFor(phone);
}

/** Opens /register (or a link to it) and waits for the remote area and its form to render. */
export async function gotoRegister(page: Page, path = '/register'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('auth-register')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('register-form').or(page.getByTestId('auth-welcome'))).toBeVisible({ timeout: 15_000 });
  // The form is in the server's HTML: what a test clicks next needs the page interactive (the host's mark).
  await page.locator('html[data-app-state]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** Opens the login modal from the register page's "Log in" link. */
export async function openLogin(page: Page): Promise<Locator> {
  await gotoRegister(page);
  await page.getByTestId('open-login').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * Answers the captcha in `scope` (a new one when `notToken` names the last), clicks the submit button with
 * test id `submit` and returns the captcha token it sent. `answerInput` is the captcha input's test id.
 */
export async function submitWithCaptcha(
  request: APIRequestContext,
  scope: Locator,
  submit: string,
  notToken?: string,
  answerInput = 'answer-input',
): Promise<string> {
  await scope.getByTestId(answerInput).fill(await captchaAnswer(request, scope, notToken));
  const used = await captchaToken(scope);
  await scope.getByTestId(submit).click();
  return used;
}

/** Fills and submits the login modal with a correct captcha; the returned token is the captcha's. */
export async function submitLogin(
  request: APIRequestContext,
  modal: Locator,
  account: string,
  password: string,
  notToken?: string,
): Promise<string> {
  await modal.getByLabel('Account').fill(account);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  return submitWithCaptcha(request, modal, 'login-submit', notToken);
}

/** A unique suffix for accounts and contacts created by a test. */
export const unique = (): string => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

/** A fresh 11-digit phone number. */
export const freshPhone = (): string => `019${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** Registers a USD member through the API (withdraw password 1234), for flows that change it. */
export async function registerUsdMember(_request: APIRequestContext): Promise<{ account: string; email: string }> {
  const id = unique();
  const { account, email } = await registerUsd(`pw${id}`.slice(0, 12), `Reset User ${id}`);
  return { account, email };
}
