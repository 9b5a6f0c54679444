import { expect, test } from '../../support/fixtures';
import { dismissOverlays, landLoggedIn } from './support';

// The shared machine is slow under parallel runs: generous per-test budgets.
test.describe.configure({ timeout: 120_000 });

test.describe('fast payment window (spec 2: a sized pop-up on desktop, the same window on mobile)', () => {
  test('/fastPayment opens the deposit page the layout way', async ({ page }, info) => {
    await landLoggedIn(page, 10002);
    await dismissOverlays(page);
    if (info.project.name === 'mobile') {
      await page.goto('/fastPayment');
      await expect(page).toHaveURL(/\/user\/Deposit$/, { timeout: 30_000 });
      await expect(page.locator('[data-remote="mfe_member_center"]')).toBeVisible({ timeout: 30_000 });
      expect(page.context().pages()).toHaveLength(1);
      return;
    }
    const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 30_000 }), page.goto('/fastPayment')]);
    // The pop-up starts as the blank /loading window named fpRedirect and goes to the deposit page.
    await expect(popup).toHaveURL(/\/user\/Deposit$/, { timeout: 30_000 });
    const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight, name: window.name }));
    expect(size).toEqual({ w: 1500, h: 800, name: 'fpRedirect' });
    await expect(popup.locator('[data-remote="mfe_member_center"]')).toBeVisible({ timeout: 30_000 });
    // The main window stays on the site, not on /fastPayment.
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('waitingUrl'))).toBeNull();
  });
});

test.describe('header currency (visitor)', () => {
  test('switching the currency sets the ccy cookie and survives a reload', async ({ page }) => {
    await page.goto('/');
    const select = page.getByTestId('currency-switch');
    await expect(select).toBeVisible({ timeout: 30_000 });
    const other = (await select.inputValue()) === 'BDT' ? 'USD' : 'BDT';
    await select.selectOption(other);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'ccy')?.value).toBe(other);
    await page.reload();
    await expect(page.getByTestId('currency-switch')).toHaveValue(other, { timeout: 30_000 });
  });
});
