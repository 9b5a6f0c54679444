import { expect, test } from '../../support/fixtures';

// The shared machine is slow under parallel runs: generous per-test budgets.
test.describe.configure({ timeout: 120_000 });
import { setLocale } from './support';

/** Every public route of spec 2 with the remote area it mounts. */
const PUBLIC_ROUTES = [
  ['/', 'mfe_lobby'],
  ['/app', 'mfe_lobby'],
  ['/discount', 'mfe_lobby'],
  ['/faq', 'mfe_lobby'],
  ['/main', 'mfe_lobby'],
  ['/sponsor', 'mfe_lobby'],
  ['/gameHall/2', 'mfe_games'],
  ['/slotgame?gt_id=2&gp_id=PG', 'mfe_games'],
  ['/gameRoom?gt_id=2&gp_id=PG', 'mfe_games'],
  ['/proxy', 'mfe_agent_center'],
  ['/register', 'mfe_auth'],
] as const;

const LABELS = { en_US: { login: 'Log In', lang: 'en-US' }, bn_BD: { login: 'লগইন', lang: 'bn-BD' } } as const;
const LOCALES = ['en_US', 'bn_BD'] as const;

/**
 * What the server's HTML holds for each of these routes in each language and layout (status, lang, header and
 * login text, the remote's area, no error screen) is read from requests in ssr/no-js-first-view.spec.ts. A
 * browser adds the scripts: the page hydrates, the remote area mounts (the agent center's only now) and stays
 * (no error screen once the scripts ran), and the language is still the one the page was asked in. Each route
 * loads once per layout, the language alternating by route and swapped in the other layout's project (this
 * file runs in both): every route hydrates in both languages and in both layouts.
 */
test('every public route hydrates: its remote area mounts and stays, header and language as asked', async ({ page, baseURL, isMobile }) => {
  for (const [i, [route, remote]] of PUBLIC_ROUTES.entries()) {
    const locale = LOCALES[(i + (isMobile ? 1 : 0)) % LOCALES.length] as (typeof LOCALES)[number];
    const where = `${route} ${locale}`;
    await setLocale(page, locale, baseURL!);
    await page.goto(route);
    await expect(page.locator('html'), `${where}: the app's mark`).toHaveAttribute('data-app-state', 'interactive');
    await expect(page.locator(`[data-remote="${remote}"]`), where).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.mfp-error-screen'), where).toHaveCount(0);
    await expect(page.getByTestId('site-header'), where).toBeVisible();
    await expect(page.getByTestId('header-login'), where).toHaveText(LABELS[locale].login);
    await expect(page.locator('html'), where).toHaveAttribute('lang', LABELS[locale].lang);
  }
});

test('the layout follows the width: desktop nav or the mobile bottom bar, template on the page', async ({ page }) => {
  await page.goto('/');
  const app = page.locator('.mfp-app');
  const width = page.viewportSize()!.width;
  await expect(app).toHaveAttribute('data-layout', width >= 992 ? 'desktop' : 'mobile');
  await expect(app).toHaveAttribute('data-template', width >= 992 ? 'site02' : 'bob');
  await expect(page.getByTestId('mobile-nav')).toHaveCount(width >= 992 ? 0 : 1);
});

test('404: an unknown path and a failed route validation show the error screen', async ({ page }) => {
  for (const path of ['/no-such-page', '/gameHall/1', '/main/abc']) {
    await page.goto(path);
    await expect(page.locator('.mfp-error-screen[data-status="404"]'), path).toBeVisible();
  }
});

test('appPage=header renders only the header; the Popular slot page has no navbar or footer', async ({ page }) => {
  await page.goto('/?appPage=header');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.locator('main.mfp-main')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await page.goto('/slotgame?gt_id=2&gp_id=Popular');
  await expect(page.locator('[data-remote="mfe_games"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('the footer shows the footer items; main/faq items stay in the site', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  // Footer items point at an FAQ entry (spec 3: 'main' or 'faq' with an id) and stay in the site.
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', /^\/faq(\/\d+)?$/);
});

test('a members-only route asks to log in (login-required box)', async ({ page }) => {
  await page.goto('/user/Info');
  await expect(page.getByTestId('login-required')).toBeVisible();
  await expect(page.getByTestId('login-required-box')).toBeVisible();
});
