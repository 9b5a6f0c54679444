import { expect, test, type APIRequestContext, type Locator, type Page } from '../../support/fixtures';
import { gotoRegister, freshPhone, smsCode, submitWithCaptcha, unique } from './auth-helpers';

const form = (page: Page): Locator => page.getByTestId('register-form');

async function fillBasics(f: Locator, account: string): Promise<void> {
  await f.getByLabel('Account').fill(account);
  await f.getByLabel('Password', { exact: true }).fill('Passw0rd1');
  await f.getByLabel('Confirm password').fill('Passw0rd1');
  await f.getByLabel('Real name').fill(`Test Member ${account}`);
}

/** Types a fresh BDT phone and asks for its SMS code (the button then waits); returns the phone. */
async function requestSms(f: Locator): Promise<string> {
  const phone = freshPhone();
  await f.getByTestId('register-phone').fill(phone);
  await f.getByTestId('sms-button').click();
  await expect(f.getByTestId('sms-button')).toBeDisabled();
  return phone;
}

/** Accepts the agreement, answers the captcha and sends the form. */
async function agreeAndSubmit(request: APIRequestContext, f: Locator): Promise<void> {
  await f.getByTestId('register-agreement').check();
  await submitWithCaptcha(request, f, 'register-submit');
}

async function chooseCurrency(page: Page, currency: string): Promise<void> {
  await page.getByTestId('register-currency').click();
  await page.locator('.ant-select-item-option', { hasText: currency }).click();
}

async function pick(page: Page, f: Locator, label: string, value: string): Promise<void> {
  await f.getByLabel(label, { exact: true }).fill(value);
  await page.keyboard.press('Enter');
}

test.describe('registration', () => {
  test.describe.configure({ timeout: 120_000 });
  test('through an agent link: currency locked, SMS countdown, success logs in', async ({ page, request }) => {
    await gotoRegister(page, '/register?id=10003');
    const f = form(page);
    await expect(f.getByTestId('register-agent')).toHaveValue('10003');
    await expect(page.getByTestId('register-currency')).toHaveClass(/disabled/);
    await expect(page.getByTestId('register-currency')).toContainText('BDT');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'agent_id')?.value).toBe('10003');

    const account = `ag${unique()}`.slice(0, 12);
    await fillBasics(f, account);
    const phone = await requestSms(f);
    await expect(f.getByTestId('sms-button')).toContainText(/Resend in (2[89]\d|300) s/);
    await f.getByLabel('SMS code').fill(await smsCode(request, phone));
    await agreeAndSubmit(request, f);
    await expect(page.getByText('Registration successful.')).toBeVisible();
    await expect(page.getByTestId('auth-welcome')).toContainText(account);
  });

  test('through a recommend code link', async ({ page, request }) => {
    await gotoRegister(page, '/register?invite=RC10001');
    const f = form(page);
    await expect(f.getByTestId('register-recommend')).toHaveValue('RC10001');
    await expect(f.getByTestId('register-recommend')).toBeDisabled();
    await expect(page.getByTestId('register-currency')).toHaveClass(/disabled/);
    const account = `rc${unique()}`.slice(0, 12);
    await fillBasics(f, account);
    const phone = await requestSms(f);
    await f.getByLabel('SMS code').fill(await smsCode(request, phone));
    await agreeAndSubmit(request, f);
    await expect(page.getByTestId('auth-welcome')).toContainText(account);
  });

  test('an unknown agent link is refused and releases the currency', async ({ page }) => {
    await gotoRegister(page, '/register?id=99999');
    await expect(page.getByText('This agent link is no longer valid')).toBeVisible();
    await expect(page.getByTestId('register-currency')).not.toHaveClass(/disabled/);
    await expect(form(page).getByTestId('register-agent')).toHaveCount(0);
  });

  test('client rules show their messages next to the fields and keep what was typed', async ({ page }) => {
    await gotoRegister(page, '/register');
    const f = form(page);
    await f.getByLabel('Account').fill('ab_');
    await f.getByLabel('Password', { exact: true }).fill('abcdefg');
    await f.getByTestId('register-submit').click();
    await expect(f.getByText('The account may contain only letters and numbers')).toBeVisible();
    await expect(f.getByText('The password must contain both letters and numbers')).toBeVisible();
    await expect(f.getByText('Please read and accept the terms and conditions')).toBeVisible();
    await expect(f.getByLabel('Account')).toBeFocused();
    await expect(f.getByLabel('Account')).toHaveValue('ab_');
  });

  test('server-side duplicates show on the account, phone and email fields', async ({ page, request }) => {
    await gotoRegister(page, '/register');
    const f = form(page);
    await chooseCurrency(page, 'USD');
    await fillBasics(f, 'demousd01');
    await f.getByLabel('Email').fill(`dup${unique()}@example.com`);
    await pick(page, f, 'Year', '1990');
    await pick(page, f, 'Month', '5');
    await pick(page, f, 'Day', '6');
    await f.getByLabel('Withdrawal password (4 digits)').fill('1234');
    await f.getByTestId('register-agreement').check();
    const submit = (notToken?: string) => submitWithCaptcha(request, f, 'register-submit', notToken);
    let used = await submit();
    await expect(f.getByText('This account name is already taken')).toBeVisible();
    await expect(f.getByTestId('answer-input')).toHaveValue('');

    await f.getByLabel('Account').fill(`du${unique()}`.slice(0, 12));
    await f.getByTestId('register-phone').fill('01700000002');
    used = await submit(used);
    await expect(f.getByText('This mobile number is already registered')).toBeVisible();

    await f.getByTestId('register-phone').fill('');
    await f.getByLabel('Email').fill('demousd01@example.com');
    await submit(used);
    await expect(f.getByText('This email address is already registered')).toBeVisible();
  });

  test('the per-field check on blur flags a taken account', async ({ page }) => {
    await gotoRegister(page, '/register');
    const f = form(page);
    await f.getByLabel('Account').fill('demobdt01');
    await f.getByLabel('Password', { exact: true }).focus();
    await expect(f.getByText('This account name is already taken')).toBeVisible();
  });

  test('the registration success message: said as the modal closes, in the currency the header shows', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByTestId('currency-switch')).toHaveValue('USD', { timeout: 60_000 });
    await page.getByTestId('header-register').click();
    const modal = page.getByTestId('register-modal');
    const f = modal.getByTestId('register-form');
    await expect(f).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('register-currency')).toContainText('USD');
    const account = `ok${unique()}`.slice(0, 12);
    await fillBasics(f, account);
    await f.getByLabel('Email').fill(`${account}@example.com`);
    await pick(page, f, 'Year', '1990');
    await pick(page, f, 'Month', '5');
    await pick(page, f, 'Day', '6');
    await f.getByLabel('Withdrawal password (4 digits)').fill('1234');
    await agreeAndSubmit(request, f);
    // The toast lives TOAST_MS (3 s); a busy CI machine may take longer than that to finish the modal's
    // close animation, so each is checked on its own rather than both at one instant.
    await expect(page.locator('.ant-message').getByText('Registration successful.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('header-account')).toHaveText(account);
  });

  test('a currency the site does not open is said, not swapped: /register?currency=VND', async ({ page }) => {
    await gotoRegister(page, '/register?currency=VND');
    const notice = page.getByTestId('register-currency-not-open');
    await expect(notice).toContainText('This currency is not open yet: VND');
    await expect(notice).toContainText('The form uses USD');
    await expect(page.getByTestId('register-currency')).toContainText('USD');
    await expect(page.getByTestId('currency-switch')).toHaveValue('USD');
  });

  test('a currency the site opens is taken from the query without a notice: /register?currency=BDT', async ({ page }) => {
    await gotoRegister(page, '/register?currency=BDT');
    await expect(page.getByTestId('register-currency')).toContainText('BDT');
    await expect(page.getByTestId('register-currency-not-open')).toHaveCount(0);
  });

  test('the register modal opens from the login modal', async ({ page }) => {
    await gotoRegister(page, '/register');
    await page.getByTestId('open-login').click();
    await page.getByTestId('login-modal').getByText('Create an account').click();
    await expect(page.getByTestId('register-modal').getByTestId('register-form')).toBeVisible();
  });
});
