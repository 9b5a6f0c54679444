import type { Request, Route } from '@playwright/test';
import { test } from '../../support/fixtures';
import { expect, landAsFreshMember } from './resilience-support';

/**
 * 401 in the middle of a session (spec 4 and 8): the session has ended on the server while the
 * member moves on with several calls in flight. The member lands on the home page logged out,
 * once: the other pending calls are aborted, nothing is sent with the dead token afterwards, and
 * logging out does not start again.
 */
test('resilience: a 401 mid-session aborts the pending calls and logs out once, not in a loop', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __tokenClears: number };
    w.__tokenClears = 0;
    const remove = Storage.prototype.removeItem;
    Storage.prototype.removeItem = function (key: string) {
      if (this === window.localStorage && key === 'token') w.__tokenClears++;
      return remove.call(this, key);
    };
  });
  await landAsFreshMember(page);
  await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });

  // From now on the server refuses the session: calls are held, then the first one answers 401.
  const held: Route[] = [];
  const authed: Request[] = [];
  const aborted: Request[] = [];
  page.on('requestfailed', (r) => {
    if (held.some((h) => h.request() === r)) aborted.push(r);
  });
  await page.route('**/api/**', async (route) => {
    if (!(await route.request().headerValue('authorization'))) return route.continue();
    authed.push(route.request());
    held.push(route);
  });

  await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
  // The hall always asks for its game list and the cash; the lobby's page-wide layer may add its own
  // calls, depending on when the first view ended: at least two are in flight.
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const first = held[0]!;
  await first.fulfill({ status: 401, json: { code: 401, message: 'Unauthenticated', data: null } });

  // What the member sees: the home page as a visitor.
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The other calls in flight were aborted by the page, not answered.
  const pending = held.slice(1);
  await expect.poll(() => aborted.length, { timeout: 15_000 }).toBe(pending.length);

  // Logged out once; no call carries the dead token any more, so nothing can refuse it again.
  const sentBefore = authed.length;
  await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('games-hall')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('lobby-home')).toBeVisible();
  expect(authed.length).toBe(sentBefore);
  expect(await page.evaluate(() => (window as unknown as { __tokenClears: number }).__tokenClears)).toBe(1);
});
