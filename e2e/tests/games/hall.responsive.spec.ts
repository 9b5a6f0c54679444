import { expect as baseExpect, test } from '../../support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });

// The play flow crosses windows, real time and the provider simulator: allow for a loaded machine.
test.setTimeout(120_000);
const SITE = `http://127.0.0.1:${process.env.MFP_PORT_BASE ?? 3000}`;

test('the slot hall lists providers (inactive shown as such) and the 500-game provider is windowed', async ({ page }) => {
  await page.goto('/gameHall/2');
  await expect(page.locator('[data-testid=provider-card][data-gp-id=GPRT]')).toHaveAttribute('data-inactive', 'true', { timeout: 60_000 });
  await page.locator('[data-testid=provider-card][data-gp-id=GPJL]').getByTestId('provider-open').click();
  const grid = page.getByTestId('virtual-grid');
  await expect(grid).toHaveAttribute('data-total', /^[4-9]\d\d$/);
  expect(await page.getByTestId('game-card').count()).toBeLessThan(120);
  await grid.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByTestId('game-card').last()).toBeVisible();
});

test('game search finds by the Bengali name', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'bn_BD', url: SITE }]);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  const first = page.getByTestId('game-card').first();
  const name = (await first.locator('h3').textContent()) ?? '';
  await page.getByTestId('game-search').fill(name.slice(0, 4));
  await expect(page.getByTestId('game-card').first()).toContainText(name.slice(0, 4));
});
