import { expect as baseExpect, test, type Page } from '../../support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });

// Runs in the desktop (1366x768) and the mobile (390x844) projects; the machine is loaded.
test.setTimeout(120_000);
const SITE = `http://127.0.0.1:${process.env.MFP_PORT_BASE ?? 3000}`;

/** No part of the page sticks out sideways (the layout fits the viewport). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('the slot hall lists providers (inactive shown as such) and the 500-game provider is windowed', async ({ page, isMobile }) => {
  await page.goto('/gameHall/2');
  await expect(page.locator('[data-testid=provider-card][data-gp-id=GPRT]')).toHaveAttribute('data-inactive', 'true', { timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  await page.locator('[data-testid=provider-card][data-gp-id=GPJL]').getByTestId('provider-open').click();
  // Desktop opens the game room, mobile the slot list.
  await expect(page).toHaveURL(isMobile ? /\/slotgame\?.*gp_id=GPJL/ : /\/gameRoom\?.*gp_id=GPJL/);

  const grid = page.getByTestId('virtual-grid');
  await expect(grid).toHaveAttribute('data-total', /^[4-9]\d\d$/, { timeout: 60_000 });
  const total = Number(await grid.getAttribute('data-total'));
  const items = grid.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(grid.locator('[aria-posinset="1"]')).toBeVisible();
  // Windowed: far fewer cards in the DOM than games, and the last game is not drawn yet.
  expect(await items.count()).toBeLessThan(total / 4);
  const lastGame = grid.locator(`[aria-posinset="${total}"]`);
  await expect(lastGame).toHaveCount(0);

  // Scrolling the page to the list's end draws the last game (retried: the list may still be settling under load).
  await expect(async () => {
    await grid.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY));
    await expect(lastGame).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(lastGame.getByTestId('game-card')).toBeVisible();
  await expect(lastGame.getByTestId('play-game')).toBeVisible();
  // Still windowed at the end: the first game left the DOM.
  await expect(grid.locator('[aria-posinset="1"]')).toHaveCount(0);
  expect(await items.count()).toBeLessThan(total / 4);
  await expectNoSidewaysScroll(page);
});

test('game search finds by the Bengali name', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'bn_BD', url: SITE }]);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  const first = page.getByTestId('game-card').first();
  await expect(first.locator('h3')).not.toBeEmpty({ timeout: 60_000 });
  const name = ((await first.locator('h3').textContent()) ?? '').trim();
  expect(name).toMatch(/[\u0980-\u09FF]/);
  const query = [...name].slice(0, 4).join('');
  await page.getByTestId('game-search').fill(query);
  await expect(page.getByTestId('game-card').first()).toContainText(query);
  await expect(page.getByTestId('game-card').filter({ hasNotText: query })).toHaveCount(0);
});

test('the slot list works at the current size: tabs, cards with play buttons, nothing off screen', async ({ page, isMobile }) => {
  await page.goto(isMobile ? '/slotgame?gt_id=2&gp_id=GPPG&house=' : '/gameRoom?gt_id=2&gp_id=GPPG&house=');
  const card = page.getByTestId('game-card').first();
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tablist')).toBeVisible();
  // Hot games are one tab, the server's Hot label (spec 2: game-list tabs and slot label tabs), not two.
  await expect(page.getByRole('tab', { name: /hot/i })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  // Every drawn card fits in the viewport's width and shows its play button.
  const width = page.viewportSize()?.width ?? 0;
  const boxes = await page.getByTestId('game-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(width);
  await expect(card.getByTestId('play-game')).toBeVisible();
  // A visitor asking for a real game is asked to log in, on mobile too.
  await card.getByTestId('play-game').click();
  await expect(page.getByTestId('login-required-box')).toBeVisible();
});

test('the hall strip keeps the current hall in view, even the last one on a narrow screen', async ({ page }) => {
  await page.goto('/gameHall/9');
  await expect(page.getByTestId('games-hall')).toHaveAttribute('data-hall', '9', { timeout: 60_000 });
  const current = page.getByTestId('hall-link-9');
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 0.9 });
  await expectNoSidewaysScroll(page);
});
