import { expect, test } from '../../support/fixtures';
import { setLocale } from '../host/support';
import { gotoRegister, openLogin, submitLogin } from './auth-helpers';

// One box on screen, the keyboard kept inside it, and no silent cut of an account name.
test.describe.configure({ timeout: 120_000 });

test('double validation replaces the login box (one box on screen); leaving it goes back to the login box', async ({ page, request }) => {
  const login = await openLogin(page);
  await submitLogin(request, login, 'doublechk01', 'Passw0rd');
  const dv = page.getByTestId('double-validation-modal');
  await expect(dv).toBeVisible();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await dv.getByRole('button', { name: 'Close' }).click();
  await expect(dv).toHaveCount(0);
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('Tab past the last control of the login box wraps to its first, and Shift+Tab back; focus never reaches the page', async ({ page }) => {
  const login = await openLogin(page);
  await expect(login.getByLabel('Account')).toBeFocused();
  const inBox = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return a !== null && a !== document.body && a.closest('[data-testid="login-modal"]') !== null ? (a.getAttribute('aria-label') ?? a.textContent ?? a.tagName).trim() : `outside: ${a?.tagName}`;
    });
  const seen: string[] = [];
  // Twice round the box: every stop is inside it, and the cycle comes back to the account field.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const at = await inBox();
    expect(at, `Tab ${i + 1}`).not.toMatch(/^outside/);
    seen.push(at);
    if (await login.getByLabel('Account').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(login.getByLabel('Account')).toBeFocused();
  // Backwards from the first control: the last one, still inside.
  await page.keyboard.press('Shift+Tab');
  expect(await inBox()).toBe(seen[seen.length - 2]);
});

for (const [locale, hint] of [
  ['en_US', 'That is the most it takes: 12 characters. Anything more is not kept.'],
  ['bn_BD', 'এখানে সর্বোচ্চ ১২টি অক্ষর দেওয়া যায়। এর বেশি লেখা রাখা হয় না।'],
] as const) {
  test(`an account name typed past 12 characters is kept at 12 and the form says so (${locale})`, async ({ page, baseURL }) => {
    await setLocale(page, locale, baseURL ?? '');
    await gotoRegister(page);
    const account = page.getByTestId('register-form').locator('input#register_page_member_account');
    await expect(page.getByTestId('member_account-at-cap')).toHaveCount(0);
    await account.pressSequentially('abcdefghijklmnop');
    await expect(account).toHaveValue('abcdefghijkl');
    await expect(page.getByTestId('member_account-at-cap')).toHaveText(hint);
    await account.press('Backspace');
    await expect(page.getByTestId('member_account-at-cap')).toHaveCount(0);
  });
}
