import { expect as baseExpect, test } from '../../support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

// The Popular slot list is part of the page, not a box clipped above the window's bottom.
test('the Popular slot list scrolls with the page to its last game, in no inner scroll box', async ({ page }) => {
  await page.goto('/slotgame?gp_id=Popular');
  const grid = page.getByTestId('virtual-grid');
  await expect(grid.getByTestId('game-card').first()).toBeVisible({ timeout: 60_000 });
  const total = Number(await grid.getAttribute('data-total'));
  expect(total).toBeGreaterThan(8);

  // Nothing between the list and the page clips it in a box of its own.
  const clipping = await grid.evaluate((el) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const { overflowY } = getComputedStyle(a);
      if (overflowY !== 'visible' && a.scrollHeight > a.clientHeight + 1) return `${a.tagName}.${a.className} ${a.clientHeight}/${a.scrollHeight}`;
    }
    return null;
  });
  expect(clipping, 'an inner scroll box holds the list').toBeNull();

  // Scrolling the page to its end shows the last game whole, inside the window.
  const lastGame = grid.locator(`[aria-posinset="${total}"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastGame.getByTestId('play-game')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const box = await lastGame.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y + box.height).toBeLessThanOrEqual(height);
});
