import type { Locator } from '@playwright/test';
import { createRequire } from 'node:module';
import { test } from '../../support/fixtures';
import { registerUsdMember, uniqueSuffix } from '../../support/members';
import { expect, loginAs, registerMember } from './member-support';

// shared is a CommonJS package: its palette (no antd in that file) is required, not imported by name.
const { SITE_COLORS } = createRequire(import.meta.url)('@mfp/shared/theme/site-colors') as typeof import('@mfp/shared/theme/site-colors');

test.describe.configure({ timeout: 120_000 });

const rgb = (hex: string) => {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
};
const style = (l: Locator, prop: string) => l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

test("a USD member's deposit notice names USDT and the bank wire, never bKash or Nagad, in the site's theme", async ({ page }) => {
  const account = `dn${uniqueSuffix()}`.slice(0, 12);
  const m = await registerUsdMember(account, `Deposit Notice ${account}`);
  await loginAs(page, m.id, '/user/Deposit');
  const notice = page.getByTestId('deposit-notice');
  await expect(notice).toHaveText('Your USD account takes deposits with USDT (TRC20) and Bank Wire. Choose one below.');
  // The channels are the USD ones; nothing on the page (notice, bulletin, list) offers the BDT wallets.
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByTestId('page-Deposit')).not.toContainText(/bKash|Nagad|Rocket/);
  // Site theme: the raised surface with a gold edge, not antd's blue info banner.
  expect(await style(notice, 'background-color')).toBe(rgb(SITE_COLORS.bgElevated));
  expect(await style(notice, 'border-left-color')).toBe(rgb(SITE_COLORS.primary));
  await expect(page.locator('.ant-alert-info')).toHaveCount(0);
  await expect(page.getByTestId('deposit-bulletin').first()).toBeVisible();
  expect(await style(page.getByTestId('deposit-bulletin').first(), 'background-color')).toBe(rgb(SITE_COLORS.bgElevated));
});

test("a BDT member's deposit notice names the BDT wallets, in Bengali", async ({ page }) => {
  const m = await registerMember();
  await loginAs(page, m.id, '/user/Deposit', 'bn_BD');
  await expect(page.getByTestId('deposit-notice')).toHaveText(
    'আপনার BDT অ্যাকাউন্টে bKash, Nagad, Rocket এবং Local Bank Transfer দিয়ে জমা দেওয়া যায়। নিচে একটি বেছে নিন।',
  );
});
