import { expect as baseExpect, test, type Page } from '../../support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });

// The play flow crosses windows, real time and the provider simulator: allow for a loaded machine.
test.setTimeout(120_000);
import { consolePost } from '../../support/console';
import { signIn } from '../../support/session';
import { setMaintenance } from './games-helpers';

// Member 10002 (demousd01) is used only by these specs; they run one after another.
test.describe.configure({ mode: 'serial' });
const MEMBER = 10002;

/** The member plays the first GPSP slot (its provider in maintenance): the maintenance box that answers. */
async function playIntoMaintenance(page: Page) {
  await signIn(page, MEMBER);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPSP&house=');
  await page.getByTestId('game-card').first().getByTestId('play-game').click();
  const box = page.getByTestId('maintenance-box');
  await expect(box).toBeVisible();
  return box;
}

test('a visitor plays a demo game from the provider demo list', async ({ page, context }) => {
  await page.goto('/gameHall/2');
  const card = page.locator('[data-testid=provider-card][data-gp-id=GPPG]');
  await card.getByTestId('provider-demo').click();
  const list = page.getByTestId('demo-provider-games');
  await expect(list.getByTestId('demo-provider-game').first()).toBeVisible();
  const popupPromise = context.waitForEvent('page');
  await list.getByTestId('demo-play').first().click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/sim\/game\//, { timeout: 15_000 });
  await expect(popup.getByTestId('balance')).toBeVisible();
});

test("a visitor's first touch of the page, a demo game of home, opens the game: the play flow comes with that tap", async ({
  page,
  context,
}) => {
  const overlayScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('__federation_expose_game_overlay')) overlayScripts.push(r.url());
  });
  // The pop-up promotion closed earlier in the session: closing it now would be the visitor's first touch.
  await page.addInitScript(() => {
    sessionStorage.setItem('popUpDiscountModalCloseTime', String(Date.now()));
    sessionStorage.setItem('popUpDiscountModalCloseTime.member', '0');
  });
  await page.goto('/');
  const tile = page.getByTestId('lobby-game').filter({ has: page.locator('.lb-game__badge') }).first();
  await expect(tile).toBeVisible();
  // A page only looked at never fetches the play flow, not even once its first view is done and the network rests.
  await page.waitForFunction(() => performance.getEntriesByName('mfp:first-view-done').length > 0);
  await page.waitForLoadState('networkidle');
  expect(overlayScripts).toEqual([]);
  const popupPromise = context.waitForEvent('page');
  await tile.click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/sim\/game\//, { timeout: 15_000 });
  expect(overlayScripts).toHaveLength(1);
});

test('a visitor is asked to log in before a real game', async ({ page }) => {
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  await page.getByTestId('game-card').first().getByTestId('play-game').click();
  await expect(page.getByTestId('login-required-box')).toBeVisible();
});

test('a member plays a slot in a window: live balance, duplicate refused, quit calls leave1, last played lists it', async ({
  page,
  context,
}) => {
  await signIn(page, MEMBER);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  const card = page.getByTestId('game-card').first();
  const gameId = await card.getAttribute('data-game-id');
  const balance = page.getByTestId('games-balance');
  await expect(balance).not.toHaveText('-');

  const popupPromise = context.waitForEvent('page');
  await card.getByTestId('play-game').click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/sim\/game\//, { timeout: 15_000 });
  await expect(page.getByTestId('playing-bar')).toBeVisible();

  const before = await balance.textContent();
  await popup.getByTestId('spin').click();
  await expect(balance).not.toHaveText(before ?? '', { timeout: 15_000 });

  await card.getByTestId('play-game').click();
  await expect(page.locator('.mfg-toast')).toContainText('already open');

  const leave = page.waitForRequest((r) => r.url().endsWith('/api/member/game/leave1'));
  await page.getByTestId('quit-game').click();
  await leave;
  await expect(page.getByTestId('playing-bar')).toBeHidden();
  await expect.poll(() => popup.isClosed()).toBe(true);

  await page.getByTestId('tab-last_play').click();
  await expect(page.locator(`[data-testid=game-card][data-game-id="${gameId}"]`)).toBeVisible();
});

test('favourites survive a reload', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  const card = page.getByTestId('game-card').nth(1);
  const gameId = await card.getAttribute('data-game-id');
  const star = card.getByTestId('favorite-toggle');
  const was = await star.getAttribute('aria-pressed');
  const stored = page.waitForResponse((r) => r.url().endsWith('/favorite/store'));
  await star.click();
  await stored;
  const now = was === 'true' ? 'false' : 'true';
  await page.reload();
  const again = page.locator(`[data-testid=game-card][data-game-id="${gameId}"]`).getByTestId('favorite-toggle');
  await expect(again).toHaveAttribute('aria-pressed', now);
});

test('a provider in maintenance gives the maintenance box with its times', async ({ page, request }) => {
  await setMaintenance(request, 'GPSP', true);
  try {
    const box = await playIntoMaintenance(page);
    await expect(box.locator('time')).toHaveCount(2);
    await expect(page.getByTestId('playing-bar')).toBeHidden();
  } finally {
    await setMaintenance(request, 'GPSP', false);
  }
});

test('the maintenance box shows a formatted time', async ({ page, request }) => {
  // Started a minute ago, ending in two days: the box shows both in the spec 9 zone (America/Caracas), as a member reads them.
  const start = new Date(Date.now() - 60_000).toISOString();
  const end = new Date(Date.now() + 2 * 86_400_000).toISOString();
  await consolePost('provider/maintenance', { gp_id: 'GPSP', start_at: start, end_at: end });
  try {
    const box = await playIntoMaintenance(page);
    const caracas = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Caracas', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    await expect(box.locator('time').first()).toContainText(caracas.format(Date.parse(start)));
    await expect(box.locator('time').last()).toContainText(caracas.format(Date.parse(end)));
    // Each time says its zone: a player in Dhaka must not read Caracas times as his own clock.
    await expect(box.locator('time').first()).toContainText(`${caracas.format(Date.parse(start))} GMT-4`);
    await expect(box.locator('time').last()).toContainText(`${caracas.format(Date.parse(end))} GMT-4`);
    await expect(box).not.toContainText(start);
    await expect(box).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  } finally {
    await setMaintenance(request, 'GPSP', false);
  }
});
