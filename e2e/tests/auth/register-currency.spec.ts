import { expect, test } from '../../support/fixtures';
import { gotoRegister } from './auth-helpers';

// One currency on screen. The header, the registration form and the next page load agree.
test.describe.configure({ timeout: 120_000 });

const AGENT = 10003; // an active BDT agent of the seed

test('an agent link locks the header to the form\'s BDT, through a switch to Bengali and a reload', async ({ page }) => {
  await gotoRegister(page, `/register?id=${AGENT}&currency=BDT`);
  const form = page.getByTestId('register-currency');
  await expect(form).toHaveClass(/disabled/);
  await expect(form).toContainText('BDT');
  // The header says the locked currency and offers no other.
  await expect(page.getByTestId('currency-display')).toHaveText('৳ BDT');
  await expect(page.getByTestId('currency-switch')).toHaveCount(0);

  await page.getByTestId('language-switch').selectOption('bn_BD');
  await expect(page.locator('html')).toHaveAttribute('lang', /bn/);
  await expect(page.getByTestId('currency-display')).toHaveText('৳ BDT');
  await expect(form).toContainText('BDT');

  await page.reload();
  await expect(page.getByTestId('register-currency')).toContainText('BDT', { timeout: 60_000 });
  await expect(page.getByTestId('currency-display')).toHaveText('৳ BDT');
});

test('without a lock the query\'s currency is the header\'s, and the header and the form follow each other', async ({ page }) => {
  await gotoRegister(page, '/register?currency=BDT');
  const form = page.getByTestId('register-currency');
  const header = page.getByTestId('currency-switch');
  await expect(form).toContainText('BDT');
  await expect(header).toHaveValue('BDT');

  await header.selectOption('USD');
  await expect(form).toContainText('USD');

  await form.click();
  await page.locator('.ant-select-item-option', { hasText: 'BDT' }).click();
  await expect(header).toHaveValue('BDT');
});

test('a visitor who chose no currency gets the language\'s at once on a switch, the same as after a reload', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('currency-switch');
  await expect(header).toHaveValue('USD', { timeout: 60_000 });
  await page.getByTestId('language-switch').selectOption('bn_BD');
  await expect(page.locator('html')).toHaveAttribute('lang', /bn/);
  await expect(header).toHaveValue('BDT');
  await page.reload();
  await expect(page.getByTestId('currency-switch')).toHaveValue('BDT', { timeout: 60_000 });
});
