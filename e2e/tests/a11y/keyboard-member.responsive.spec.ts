import { expect, test, type Page } from '../../support/fixtures';
import { captchaAnswerFor } from '../../support/members';
import { MEMBER_CENTER_PAGES } from '../../support/shared-routes';
import { fund, loginAs, registerMember } from '../member-center/member-support';
import {
  expectFocusWithin,
  expectFocused,
  openFromHeader,
  settlePromotion,
  tabTo,
  typeInto,
} from './keyboard-support';

// Issue 20 point 2: a member's visit with the keyboard alone, in both layouts.
// A long journey over three windows on a shared 2-core machine: a generous budget.
test.describe.configure({ timeout: 120_000 });
// The fixture closes the promotion with a mouse click; this journey closes it with Escape instead.
test.use({ dismissPromotion: false });

// Every page of the member-center menu (BindAccount is reached from Deposit, not from the menu).
const PAGES = MEMBER_CENTER_PAGES.filter((p) => p !== 'BindAccount');

/** The open menu drawer: antd's drawer root (which takes focus when it opens) around the member menu. */
const drawerOf = (p: Page) => p.locator('.ant-drawer').filter({ has: p.getByTestId('member-menu') });

/** Walks every page of the member-center menu with Tab and Enter: the sidebar, or on a narrow window the drawer. */
async function walkMenu(center: Page): Promise<void> {
  // The window's own layout (its size, not the opener's) decides between the sidebar and the drawer.
  const drawer = (await center.getByTestId('member-center').getAttribute('data-layout')) === 'mobile';
  for (const p of PAGES) {
    const item = center.getByTestId(`menu-${p}`);
    if (drawer) {
      // The menu lives in a drawer: its button opens it, focus goes in, and comes back when it closes.
      const toggle = center.getByTestId('menu-toggle');
      await tabTo(center, toggle, { max: 80 });
      await center.keyboard.press('Enter');
      await expectFocusWithin(drawerOf(center));
      await tabTo(center, item, { max: 40 });
      await center.keyboard.press('Enter');
      await expect(center.getByTestId('member-menu')).toBeHidden();
      await expectFocused(toggle);
    } else {
      await tabTo(center, item, { max: 80 });
      await center.keyboard.press('Enter');
    }
    await expect(center).toHaveURL(new RegExp(`/user/${p}$`));
    await expect(center.getByTestId(`page-${p}`)).toBeVisible({ timeout: 30_000 });
  }
}

test('a member logs in, opens a hall, starts a game, walks the member center and logs out, keyboard only', async ({
  page,
  context,
  isMobile,
}) => {
  const m = await registerMember();
  await fund(m.tk, 500);

  // Log in from the header.
  const modal = page.getByTestId('login-modal');
  await openFromHeader(page, 'header-login', modal, modal.getByTestId('captcha-image'));
  await typeInto(page, modal.getByLabel('Account'), m.account);
  await typeInto(page, modal.getByLabel('Password', { exact: true }), 'Abc12345');
  const token = (await modal.getByTestId('captcha-image').getAttribute('data-captcha-token')) ?? '';
  await typeInto(page, modal.getByTestId('answer-input'), await captchaAnswerFor(token));
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-account')).toHaveText(m.account);
  await settlePromotion(page);

  // Open the slot hall from the navigation (the bottom bar on mobile, after the page's content).
  const nav = isMobile ? page.getByTestId('mobile-nav') : page.getByTestId('header-nav');
  await tabTo(page, nav.locator('a[href="/gameHall/2"]'), { max: 250 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gameHall\/2$/);
  const provider = page.locator('[data-testid=provider-card][data-gp-id=GPPG]').getByTestId('provider-open');
  await expect(provider).toBeVisible({ timeout: 60_000 });
  await tabTo(page, provider, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(gameRoom|slotgame)\?/);

  // Start the first game: it opens in its own window on both layouts.
  const play = page.getByTestId('game-card').first().getByTestId('play-game');
  await expect(play).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('games-balance')).not.toHaveText('-');
  await tabTo(page, play, { max: 120 });
  const [game] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(game).toHaveURL(/\/sim\/game\//, { timeout: 30_000 });
  await page.bringToFront();
  // The playing bar's quit button is in the Tab order; the game stays open so that logging out asks first.
  await expect(page.getByTestId('playing-bar')).toBeVisible();
  await tabTo(page, page.getByTestId('quit-game'), { max: 250 });

  // The member center opens in its own window.
  const open = page.getByTestId('header-member-center');
  await tabTo(page, open, { max: 250, back: true });
  const [center] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(center.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
  await expect(center).toHaveURL(/\/user\/Info$/);
  await walkMenu(center);

  // Log out from the site's header while the game runs: a confirm box takes focus, Enter confirms.
  await page.bringToFront();
  await tabTo(page, page.getByTestId('header-logout'), { max: 250 });
  await page.keyboard.press('Enter');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await expectFocusWithin(confirm);
  await page.keyboard.press('Enter');
  await expect.poll(() => game.isClosed(), { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  await expect.poll(() => center.isClosed(), { timeout: 30_000 }).toBe(true);
});

test('on a phone-sized member window the menu drawer opens, walks and closes with the keyboard', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer is the narrow layout');
  const m = await registerMember();
  await loginAs(page, m.id, '/user');
  await expect(page.getByTestId('member-center')).toHaveAttribute('data-layout', 'mobile');
  await walkMenu(page);
  // Escape closes the open drawer and focus goes back to its button.
  const toggle = page.getByTestId('menu-toggle');
  await tabTo(page, toggle, { max: 80 });
  await page.keyboard.press('Enter');
  await expectFocusWithin(drawerOf(page));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-menu')).toBeHidden();
  await expectFocused(toggle);
});
