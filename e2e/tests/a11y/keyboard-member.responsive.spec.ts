import { expect, test } from '../../support/fixtures';
import { captchaAnswerFor } from '../../support/members';
import { MEMBER_CENTER_PAGES } from '../../support/shared-routes';
import { fund, registerMember } from '../member-center/member-support';
import { expectFocusWithin, expectFocused, settlePromotion, tabTo, typeInto } from './keyboard-support';

// Issue 20 point 2: a member's visit with the keyboard alone, in both layouts.
test.describe.configure({ timeout: 240_000 });
// The fixture closes the promotion with a mouse click; this journey closes it with Escape instead.
test.use({ dismissPromotion: false });

// Every page of the member-center menu (BindAccount is reached from Deposit, not from the menu).
const PAGES = MEMBER_CENTER_PAGES.filter((p) => p !== 'BindAccount');

test('a member logs in, opens a hall, starts a game, walks the member center and logs out, keyboard only', async ({ page, context, isMobile }) => {
  const m = await registerMember();
  await fund(m.tk, 500);

  // Log in from the header.
  await page.goto('/');
  const login = page.getByTestId('header-login');
  await expect(login).toBeVisible({ timeout: 60_000 });
  await settlePromotion(page);
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByTestId('captcha-image')).toBeVisible({ timeout: 60_000 });
  await expectFocusWithin(modal);
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
  const quit = page.getByTestId('quit-game');
  await expect(page.getByTestId('playing-bar')).toBeVisible();
  await tabTo(page, quit, { max: 250 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('playing-bar')).toBeHidden({ timeout: 30_000 });

  // The member center opens in its own window.
  const open = page.getByTestId('header-member-center');
  await tabTo(page, open, { max: 250, back: true });
  const [center] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(center.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
  await expect(center).toHaveURL(/\/user\/Info$/);
  for (const p of PAGES) {
    const item = center.getByTestId(`menu-${p}`);
    if (isMobile) {
      // The menu lives in a drawer: its button opens it, focus goes in, and comes back when it closes.
      const toggle = center.getByTestId('menu-toggle');
      await tabTo(center, toggle, { max: 80 });
      await center.keyboard.press('Enter');
      await expectFocusWithin(center.locator('.ant-drawer-content'));
      await tabTo(center, item, { max: 40 });
      await center.keyboard.press('Enter');
      await expect(center.locator('.ant-drawer-content')).toBeHidden();
      await expectFocused(toggle);
    } else {
      await tabTo(center, item, { max: 80 });
      await center.keyboard.press('Enter');
    }
    await expect(center).toHaveURL(new RegExp(`/user/${p}$`));
    await expect(center.getByTestId(`page-${p}`)).toBeVisible({ timeout: 30_000 });
  }

  // Log out from the site's header: a confirm box whose OK button holds focus.
  await page.bringToFront();
  await tabTo(page, page.getByTestId('header-logout'), { max: 250 });
  await page.keyboard.press('Enter');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await expectFocusWithin(confirm);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  await expect.poll(() => center.isClosed(), { timeout: 30_000 }).toBe(true);
});
