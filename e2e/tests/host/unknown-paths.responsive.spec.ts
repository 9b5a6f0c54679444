import { expect, test, type Page } from '../../support/fixtures';
import { landLoggedIn } from '../../support/session';

test.describe.configure({ timeout: 120_000 });

/** Counts the page's history navigations (push and replace), before any app script runs. */
async function countNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mfpNavs: number };
    w.__mfpNavs = 0;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        w.__mfpNavs += 1;
        return original(...args);
      };
    }
  });
}

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __mfpNavs: number }).__mfpNavs);

/**
 * Waits until nothing on the page is left to navigate: the app's tree has committed (its mark on <html>), and
 * no request has been in flight for Playwright's network-idle window, so a navigation a response would
 * drive has had its response and its render. A loop has no event of its own, only navigations that keep
 * coming: once the page is here, a render- or response-driven loop has made more than a few.
 */
async function untilNothingLeftToNavigate(page: Page): Promise<void> {
  await page.locator('html[data-app-state]').waitFor({ state: 'attached' });
  // A network that never goes quiet is what a loop of navigations that each fetch looks like: past this bound
  // the count says whether it is one.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** An unknown path ends, in at most a few navigations, on the error screen or on its area's home. */
async function expectSettled(page: Page, path: string, end: { errorScreen: true } | { home: RegExp }) {
  await page.goto(path);
  if ('errorScreen' in end) {
    await expect.soft(page.locator('.mfp-error-screen'), path).toBeVisible();
    await expect.soft(page, path).toHaveTitle(/^Page Not Found \| [^|]+$/);
  }
  else await expect.soft(page, path).toHaveURL(end.home);
  await untilNothingLeftToNavigate(page);
  expect.soft(await navigations(page), `${path}: history navigations`).toBeLessThanOrEqual(3);
  expect.soft(new URL(page.url()).pathname.length, `${path}: the URL stays short`).toBeLessThan(80);
}

/** Unknown paths inside each remote's area, for a visitor. */
const VISITOR_CASES: [string, { errorScreen: true } | { home: RegExp }][] = [
  ['/gameHall/3/Typo', { errorScreen: true }],
  ['/gameHall/Typo', { errorScreen: true }],
  ['/discount/1/Typo/x', { errorScreen: true }],
  ['/faq/1/Typo/x', { errorScreen: true }],
  ['/main/Typo', { errorScreen: true }],
  ['/sponsor/Typo', { errorScreen: true }],
  ['/app/Typo', { errorScreen: true }],
  ['/proxy/Typo', { errorScreen: true }],
  ['/proxy/Typo/Deeper', { errorScreen: true }],
  ['/register/Typo', { errorScreen: true }],
  ['/nope', { errorScreen: true }],
];

test('the server answers 404 and noindex for a path with no page, 200 for a page (spec 2 routes)', async ({ request }) => {
  for (const [path] of VISITOR_CASES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['x-robots-tag'], path).toBe('noindex');
  }
  for (const path of ['/', '/gameHall/3', '/register', '/user/Deposit']) expect((await request.get(path)).status(), path).toBe(200);
});

test('a page is named in the document title once, then the brand', async ({ page }) => {
  await page.goto('/gameHall/3');
  await expect(page).toHaveTitle(/^Live Casino \| [^|]+$/);
  await page.goto('/faq');
  await expect(page).toHaveTitle(/^Help and FAQ \| [^|]+$/);
});

test('visitor: every unknown path settles without a navigation loop', async ({ page }) => {
  await countNavigations(page);
  // Each path is a new document (its own count); a failure names its path and the next path still runs.
  for (const [path, end] of VISITOR_CASES) await expectSettled(page, path, end);
});

test('member window: /user/Typo and deeper unknown pages settle without a navigation loop', async ({ page }) => {
  await landLoggedIn(page, 10001);
  await countNavigations(page);
  for (const path of ['/user/Typo', '/user/Typo/Info', '/user/Info/Typo']) {
    await expectSettled(page, path, { errorScreen: true });
  }
});
