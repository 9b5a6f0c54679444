import { test, expect as baseExpect, type Page } from '../../support/fixtures';
import { consoleCall } from '../../support/console';
import { registerUsdMember, uniqueSuffix } from '../../support/members';
import { landLoggedIn } from '../../support/session';
import { setLocale } from '../host/support';
import { headerClipped, overlaps, visibleBoxes, type Box } from './layout-support';

// A member's header on a phone (390x844) is one short band, and nothing docked at the
// bottom (tab bar, red-envelope bar, the game's "Playing" bar) hides the page's end. Desktop project, phone size.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** The header's bound: two rows of controls (logo, account over cash, letters, currency; language, member center, logout). */
const HEADER_MAX_PX = 100;

async function freshMember(prefix: string): Promise<number> {
  const account = `${prefix}${uniqueSuffix()}`.slice(0, 12);
  return (await registerUsdMember(account, `Phone Header ${account}`)).id;
}

/** The boxes of what is fixed at the bottom of the window and shown: tab bar, red-envelope bar, playing bar. */
const dockedBoxes = (page: Page): Promise<Box[]> =>
  visibleBoxes(page.locator('[data-testid="mobile-nav"], [data-mfp-float], [data-testid="playing-bar"]'));

for (const locale of ['en_US', 'bn_BD'] as const) {
  test(`${locale}: the logged-in phone header fits in ${HEADER_MAX_PX} px with the currency on one line and the letters badge`, async ({ page, baseURL }) => {
    await setLocale(page, locale, baseURL ?? '');
    const id = await freshMember('ph');
    expect((await consoleCall('/letter', { member_id: id, title: 'Welcome', content: '<p>Hello</p>' })).code).toBe(100);
    await landLoggedIn(page, id);
    await expect(page.getByTestId('letters-badge')).toHaveText(/^[1১]$/);
    const currency = page.getByTestId('currency-display');
    await expect(currency).toBeVisible();
    // One line: no taller than one line of its text.
    const { height, line } = await currency.evaluate((el) => {
      const s = getComputedStyle(el);
      return { height: el.getBoundingClientRect().height, line: parseFloat(s.fontSize) * 1.6 };
    });
    expect(height, 'the currency wraps').toBeLessThanOrEqual(line);
    await expect.poll(() => headerClipped(page)).toEqual([]);
    const header = await page.getByTestId('site-header').boundingBox();
    expect(header?.height ?? 999, 'header height').toBeLessThanOrEqual(HEADER_MAX_PX);
    // Every control of the member's header is on screen: account, cash, letters, member center, logout, language.
    for (const testId of ['header-account', 'header-cash', 'header-letters', 'header-member-center', 'header-logout', 'language-switch']) {
      const box = await page.getByTestId(testId).boundingBox();
      expect(box, testId).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, `${testId} inside the screen`).toBe(true);
    }
  });
}

test("the page's end scrolls clear of the tab bar and the red-envelope bar", async ({ page }) => {
  const id = await freshMember('pe');
  await landLoggedIn(page, id);
  await expect(page.getByTestId('mobile-nav')).toBeVisible();
  await expect(page.locator('[data-mfp-float]').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('footer').last();
  await expect(last).toBeVisible();
  await expect(async () => {
    const end = await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    });
    for (const docked of await dockedBoxes(page)) expect(overlaps(end, docked), 'the footer rests under a docked bar').toBe(false);
  }).toPass({ timeout: 10_000 });
});

test('a toast opens below the header, not over the account name', async ({ page }) => {
  const id = await freshMember('pt');
  await landLoggedIn(page, id);
  const header = await page.getByTestId('site-header').boundingBox();
  // antd's message container, placed as antd places it (an inline top of 8 px): the site's stylesheet moves it.
  const top = await page.evaluate(() => {
    const box = document.createElement('div');
    box.className = 'ant-message';
    box.style.cssText = 'position: fixed; top: 8px; left: 0; right: 0;';
    box.textContent = 'toast';
    document.body.appendChild(box);
    const y = box.getBoundingClientRect().top;
    box.remove();
    return y;
  });
  expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

test("while a game plays, the last game tile scrolls clear of the Playing bar", async ({ page, context }) => {
  const id = await freshMember('pg');
  await landLoggedIn(page, id);
  await page.goto('/slotgame?gt_id=2&gp_id=GPPG&house=');
  const grid = page.getByTestId('virtual-grid');
  await expect(grid.getByTestId('game-card').first()).toBeVisible();
  const popup = context.waitForEvent('page');
  await grid.getByTestId('play-game').first().click();
  await (await popup).waitForLoadState('domcontentloaded');
  await page.bringToFront();
  await expect(page.getByTestId('playing-bar')).toBeVisible();
  const total = Number(await grid.getAttribute('data-total'));
  const lastTile = grid.locator(`[aria-posinset="${total}"]`).getByTestId('game-card');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastTile).toBeVisible({ timeout: 2_000 });
    const tile = await lastTile.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    });
    for (const docked of await dockedBoxes(page)) expect(overlaps(tile, docked), 'the last tile rests under a docked bar').toBe(false);
  }).toPass({ timeout: 30_000 });
});
