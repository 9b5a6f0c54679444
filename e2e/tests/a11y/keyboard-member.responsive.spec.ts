import { expect, test, type Page } from '../../support/fixtures';
import { captchaAnswerFor } from '../../support/members';
import { signIn } from '../../support/session';
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

// A member's visit with the keyboard alone, in both layouts.
// A long journey over three windows on a shared 2-core machine: a generous budget.
test.describe.configure({ timeout: 120_000 });
// The fixture closes the promotion with a mouse click; this journey closes it with Escape instead.
test.use({ dismissPromotion: false });

// Every page of the member-center menu (BindAccount is reached from Deposit, not from the menu).
const PAGES = MEMBER_CENTER_PAGES.filter((p) => p !== 'BindAccount');

/** The open menu drawer: antd's drawer root (which takes focus when it opens) around the member menu. */
const drawerOf = (p: Page) => p.locator('.ant-drawer').filter({ has: p.getByTestId('member-menu') });

/** Walks pages of the member-center menu with Tab and Enter: the sidebar, or on a narrow window the drawer. */
async function walkMenu(center: Page, pages: readonly string[] = PAGES): Promise<void> {
  // The window's own layout (its size, not the opener's) decides between the sidebar and the drawer.
  const drawer = (await center.getByTestId('member-center').getAttribute('data-layout')) === 'mobile';
  for (const p of pages) {
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

test('a member logs in, opens a hall and starts a game, keyboard only; the playing bar\'s quit button is in the Tab order', async ({
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
  // The playing bar's quit button is in the Tab order.
  await expect(page.getByTestId('playing-bar')).toBeVisible();
  await tabTo(page, page.getByTestId('quit-game'), { max: 250 });
});

// The journey's second half on its own: the Tab walk back over a whole game list to the header took half of the
// first test's two minutes on a loaded machine, and proves nothing the forward walks above do not.
test('with a game running, the member opens the member center from the header and logs out with the keyboard: the confirm box takes focus, both windows close', async ({
  page,
  context,
}) => {
  const m = await registerMember();
  await fund(m.tk, 500);
  await signIn(page, m.id);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  const play = page.getByTestId('game-card').first().getByTestId('play-game');
  await expect(play).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('games-balance')).not.toHaveText('-');
  await settlePromotion(page);
  // Starting a game with the keyboard is the test above's; here it is set-up, and focus goes back to the page's start.
  const [game] = await Promise.all([context.waitForEvent('page'), play.click()]);
  await expect(game).toHaveURL(/\/sim\/game\//, { timeout: 30_000 });
  await page.bringToFront();
  await expect(page.getByTestId('playing-bar')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // The member center opens in its own window.
  const open = page.getByTestId('header-member-center');
  await tabTo(page, open, { max: 80 });
  const [center] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(center.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
  await expect(center).toHaveURL(/\/user\/Info$/);
  // Into the window's menu and two pages on; the whole menu is the next test's walk.
  await walkMenu(center, PAGES.slice(1, 3));

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

test('the member window walks every page of its menu with the keyboard: the sidebar on a desktop, on a phone the drawer, which Escape closes', async ({
  page,
  isMobile,
}) => {
  const m = await registerMember();
  await loginAs(page, m.id, '/user');
  await expect(page.getByTestId('member-center')).toHaveAttribute('data-layout', isMobile ? 'mobile' : 'desktop');
  await walkMenu(page);
  if (!isMobile) return;
  // Escape closes the open drawer and focus goes back to its button.
  const toggle = page.getByTestId('menu-toggle');
  await tabTo(page, toggle, { max: 80 });
  await page.keyboard.press('Enter');
  await expectFocusWithin(drawerOf(page));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-menu')).toBeHidden();
  await expectFocused(toggle);
});
