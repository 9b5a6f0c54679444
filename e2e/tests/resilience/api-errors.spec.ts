import type { Locator, Page, Route } from '@playwright/test';
import { test } from '../../support/fixtures';
import { gotoRegister } from '../auth/auth-helpers';
import { expect, recordCalls } from './resilience-support';
import { renderInBrowser } from '../../support/render-in-browser';

const SERVER_DOWN = { code: 500, message: 'Service temporarily unavailable', data: null };
const answer500 = (route: Route) => route.fulfill({ status: 500, json: SERVER_DOWN });

/** Opens the login modal from /register and fills it as a member would. */
async function fillLogin(page: Page): Promise<Locator> {
  await gotoRegister(page);
  await page.getByTestId('open-login').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Account').fill('demousd01');
  await modal.getByLabel('Password', { exact: true }).fill('Passw0rd');
  await modal.getByTestId('answer-input').fill('1234');
  return modal;
}

/** What the member typed is still there after the failure. */
async function expectValuesKept(modal: Locator): Promise<void> {
  await expect(modal.getByLabel('Account')).toHaveValue('demousd01');
  await expect(modal.getByLabel('Password', { exact: true })).toHaveValue('Passw0rd');
}

/**
 * The API failing (spec 7 and 8): a read is retried once on 500 and then shows a message with a
 * way to try again; a write is never retried, shows the server's message and keeps the form; a
 * call that times out shows the requestTimeout message.
 */
test.describe('resilience: the API failing', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a read answering 500: retried once, then a message with "Try again" that loads the form once the API is back', async ({ page }) => {
    // The server-rendered /register carries its settings; rendered in the browser, the page reads them itself.
    await renderInBrowser(page.context());
    const calls = recordCalls(page, '/arks/web/register-settings');
    await page.route('**/api/arks/web/register-settings', answer500);
    await page.goto('/register');
    const failed = page.getByTestId('register-load-error');
    await expect(failed).toBeVisible({ timeout: 60_000 });
    await expect(failed).toContainText('The registration form could not be loaded.');
    expect(calls).toHaveLength(2);

    await page.unroute('**/api/arks/web/register-settings');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('register-form')).toBeVisible({ timeout: 30_000 });
    expect(calls).toHaveLength(3);
  });

  test('a write answering 500: sent once even when pressed again, the server message shows, the form keeps its values', async ({ page }) => {
    const modal = await fillLogin(page);
    const calls = recordCalls(page, '/login');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await answer500(route);
    });

    const submit = modal.getByTestId('login-submit');
    await submit.click();
    await expect.poll(() => calls.length).toBe(1);
    // While the call is in flight the button is busy; pressing again or Enter sends nothing more.
    await submit.click({ force: true });
    await modal.getByLabel('Password', { exact: true }).press('Enter');
    answer();

    await expect(modal.getByTestId('login-error')).toHaveText(SERVER_DOWN.message);
    expect(calls).toHaveLength(1);
    await expectValuesKept(modal);
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('a call that never answers: the requestTimeout message after 30 s, the form keeps its values and can be sent again', async ({ page }) => {
    test.setTimeout(110_000);
    const modal = await fillLogin(page);
    const calls = recordCalls(page, '/login');
    await page.route('**/api/login', () => undefined); // never answered
    const sent = Date.now();
    await modal.getByTestId('login-submit').click();
    // The request's own 30 s timer is the browser's (XHR timeout), so no fake clock can move it; the wait
    // leaves room for a loaded machine, the lower bound below is what the test proves.
    await expect(modal.getByTestId('login-error')).toHaveText('The request timed out. Please try again.', { timeout: 80_000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(29_000);
    expect(calls).toHaveLength(1);
    await expectValuesKept(modal);
    await expect(modal.getByTestId('login-submit')).toBeEnabled();
  });
});
