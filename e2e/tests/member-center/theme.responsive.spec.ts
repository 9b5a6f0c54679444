import type { Locator } from '@playwright/test';
import { createRequire } from 'node:module';
import { test } from '../../support/fixtures';
import { expect, loginAs, registerMember } from './member-support';

// shared is a CommonJS package: its palette (no antd in that file) is required, not imported by name.
const { SITE_COLORS } = createRequire(import.meta.url)('@mfp/shared/theme/site-colors') as typeof import('@mfp/shared/theme/site-colors');

test.describe.configure({ timeout: 120_000 });

const rgb = (hex: string) => {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
};
const style = (l: Locator, prop: string) =>
  l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

for (const lang of ['en_US', 'bn_BD'] as const) {
  test(`the member window wears the site's theme, with logo, account, balance and logout in its header (${lang})`, async ({
    page,
  }, info) => {
    const m = await registerMember();
    const mobile = info.project.name === 'mobile';
    if (!mobile) await page.setViewportSize({ width: 1500, height: 800 });
    await loginAs(page, m.id, '/user/Info', lang);
    const header = page.getByTestId('member-window-header');
    await expect(header).toBeVisible();
    expect(await style(header, 'background-color')).toBe(rgb(SITE_COLORS.bgContainer));
    expect(await style(page.getByTestId('member-center'), 'background-color')).toBe(
      rgb(SITE_COLORS.bgLayout),
    );
    await expect(
      header.getByRole('link', { name: lang === 'en_US' ? 'BD Play home' : 'বিডি প্লে হোম' }),
    ).toBeVisible();
    await expect(page.getByTestId('member-window-account')).toHaveText(m.account);
    // The balance follows the shared cash rule: a sign, grouped digits and two decimals.
    await expect(page.getByTestId('member-window-cash')).toHaveText(/[৳$]\s?\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByTestId('member-window-logout')).toBeVisible();
    if (mobile) await page.getByTestId('menu-toggle').click();
    const active = page.getByTestId('menu-Info');
    await expect(active).toBeVisible();
    expect(await style(active, 'background-color')).toBe(rgb(SITE_COLORS.primary));
    expect(await style(active, 'color')).toBe(rgb(SITE_COLORS.onPrimary));
    await page.screenshot({ path: info.outputPath(`member-window-${lang}.png`) });
  });
}

test('the halls and the login box wear the site theme: no white card, gold primary button', async ({
  page,
}) => {
  await page.goto('/gameHall/3');
  const card = page.locator('.mfg-provider').first();
  await expect(card).toBeVisible();
  expect(await style(card, 'background-color')).toBe(rgb(SITE_COLORS.bgContainer));
  const icon = page.locator('.mfg-hall-link img').first();
  await expect(icon).toBeVisible();
  await page.getByTestId('header-login').click();
  const submit = page.getByTestId('login-submit');
  await expect(submit).toBeVisible();
  // antd's dark algorithm derives its own shade from the seed colour: gold, with dark text.
  const [r, g, b] = (await style(submit, 'background-color')).match(/\d+/g)!.map(Number) as [number, number, number];
  expect(r > 190 && g > 150 && b < 80).toBe(true);
  expect(await style(submit, 'color')).toBe(rgb(SITE_COLORS.onPrimary));
  expect(await style(page.locator('.ant-modal-container').first(), 'background-color')).toBe(
    rgb(SITE_COLORS.bgElevated),
  );
});
