import { expect as baseExpect, test } from '../../support/fixtures';
import { originOfPort, PORT_BASE } from '../../support/remotes';
import { consolePost, landAsMember, registerUsdMember } from './lobby-helpers';

// The production run on a shared, busy machine: the first view can take many seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

const GAMES = originOfPort(PORT_BASE + 2);

test.describe('lobby overlay: the lobby boxes open on any page', () => {
  test('from a game hall the footer opens the terms box and the app download box', async ({ page }) => {
    await page.goto('/gameHall/2');
    await expect(page.getByTestId('games-hall')).toBeVisible();
    // No lobby route is mounted here.
    await expect(page.getByTestId('lobby-home')).toHaveCount(0);

    const footer = page.getByTestId('site-footer');
    await footer.getByTestId('footer-protocol').click();
    const terms = page.getByTestId('lobby-box-protocol');
    await expect(terms).toBeVisible();
    await expect(page.getByTestId('lobby-protocol')).not.toBeEmpty();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();

    await footer.getByTestId('footer-appDownload').click();
    const app = page.getByTestId('lobby-box-appDownload');
    await expect(app).toBeVisible();
    await expect(page.getByTestId('lobby-box-protocol')).toHaveCount(0);
    await app.getByRole('button', { name: 'Close' }).click();
    await expect(app).toBeHidden();
  });

  test('with the games origin blocked the login modal and the lobby boxes still open', async ({ page }) => {
    await page.route(`${GAMES}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/gameHall/2');
    await expect(page.locator('[data-remote-fallback="mfe_games"]')).toBeVisible();

    const terms = page.getByTestId('lobby-box-protocol');
    await page.getByTestId('site-footer').getByTestId('footer-protocol').click();
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();

    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('a member on a game hall sees a red envelope started through the console', async ({ page, request }) => {
    const memberId = await registerUsdMember(request);
    await landAsMember(page, memberId);
    await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByTestId('games-hall')).toBeVisible();
    await consolePost(request, 'red-envelope', { currency: 'USD', minutes: 5, min_cash: 1, max_cash: 2 });
    await expect(page.getByTestId('lobby-red-envelope')).toBeVisible();
    // A countdown: a clock under a day, days and hours past one (the envelope shown may be a long one).
    await expect(page.getByTestId('lobby-red-envelope-time')).toHaveText(/\d{2}:\d{2}|\d+d \d+h/);
    await expect(page.getByTestId('lobby-home')).toHaveCount(0);
  });
});
