import { expect, test } from '../../support/fixtures';
import { dismissOverlays } from '../host/support';

test.describe('foundation: one copy of each singleton at run time', () => {
  test('switching the language in the host changes a remote text', async ({ page }) => {
    await page.goto('/');
    const home = page.getByTestId('lobby-home');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Welcome to BD Play');
    await page.getByTestId('language-switch').selectOption('bn_BD');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('বিডি প্লে-তে স্বাগতম');
    await expect(page.getByRole('banner').getByRole('link', { name: 'হোম' })).toBeVisible();
    // The lobby's pop-up promotion may cover the page for a visitor: close it as a visitor would.
    await dismissOverlays(page);
    await page.getByRole('banner').getByRole('link', { name: 'স্লট' }).click();
    await expect(page.getByTestId('games-hall').getByRole('heading', { level: 1 })).toHaveText('স্লট');
  });
});
