import { expect, test } from '../../support/fixtures';
import { captchaAnswerFor, uniqueSuffix } from '../../support/members';
import { expectFocusWithin, expectFocused, openFromHeader, tabTo, typeInto } from './keyboard-support';

// The whole registration with the keyboard alone, in both layouts.
test.describe.configure({ timeout: 120_000 });
// The fixture closes the promotion with a mouse click; this journey closes it with Escape instead.
test.use({ dismissPromotion: false });

test('a visitor registers with the keyboard alone', async ({ page }) => {
  const modal = page.getByTestId('register-modal');
  const form = modal.getByTestId('register-form');
  await openFromHeader(page, 'header-register', modal, form);
  await expect(page.getByTestId('currency-switch')).toHaveValue('USD', { timeout: 60_000 });

  const account = `kb${uniqueSuffix()}`.slice(0, 12);
  await typeInto(page, form.getByLabel('Account'), account);
  await typeInto(page, form.getByLabel('Password', { exact: true }), 'Passw0rd1');
  await typeInto(page, form.getByLabel('Confirm password'), 'Passw0rd1');
  await typeInto(page, form.getByLabel('Real name'), `Keyboard ${account}`);
  await typeInto(page, form.getByLabel('Email'), `${account}@example.com`);
  // The birthday selects: type to filter, Enter picks the option.
  for (const [label, value] of [
    ['Year', '1990'],
    ['Month', '5'],
    ['Day', '6'],
  ] as const) {
    await tabTo(page, form.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    await expect(form.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })).toContainText(
      value,
    );
  }
  await typeInto(page, form.getByLabel('Withdrawal password (4 digits)'), '1234');

  const token = (await form.getByTestId('captcha-image').getAttribute('data-captcha-token')) ?? '';
  await typeInto(page, form.getByTestId('answer-input'), await captchaAnswerFor(token));
  const agreement = form.getByTestId('register-agreement');
  await tabTo(page, agreement);
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();

  await tabTo(page, form.getByTestId('register-submit'));
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-account')).toHaveText(account);
  // The modal gave focus back to the page: the next Tab goes on from the header, not from nowhere.
  await tabTo(page, page.getByTestId('header-logout'));
  await expectFocused(page.getByTestId('header-logout'));
});

test('the register modal closes with Escape and gives focus back to its button', async ({ page }) => {
  const modal = page.getByTestId('register-modal');
  const open = await openFromHeader(page, 'header-register', modal, modal.getByTestId('register-form'));
  // Tab stays inside the open modal (antd's focus trap): many presses never reach the page behind.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  await expectFocusWithin(modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expectFocused(open);
});
