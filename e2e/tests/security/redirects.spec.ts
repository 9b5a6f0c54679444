import type { BrowserContext, Page } from '@playwright/test';
import { armTripwire, expectNoXss } from '../../security/tripwire';
import { test } from '../../support/fixtures';
import { PORT_BASE, originOfPort } from '../../support/remotes';
import { expect } from './security-support';

test.describe.configure({ timeout: 180_000 });

const SITE = originOfPort(PORT_BASE);

/** Every request that leaves for the hostile host is recorded (and answered, so nothing hangs). */
async function watchEvilHost(context: BrowserContext): Promise<string[]> {
  const reached: string[] = [];
  await context.route((url) => url.hostname === 'evil.test' || url.hostname.endsWith('.evil.test'), (route) => {
    reached.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>evil</title>' });
  });
  return reached;
}

/** The site rendered one of its own pages (the header, or the member-center layout for /user paths) on its own origin. */
const stayedOnSite = async (page: Page, what = page.url()) => {
  await expect(page.locator('[data-testid="site-header"], [data-testid="member-center"], [data-testid="login-required-box"]').first(), what).toBeVisible();
  expect(new URL(page.url()).origin).toBe(SITE);
};

test('hand-off parameters carrying script URLs and foreign hosts are refused: no login, no navigation, nothing runs', async ({ page, context }) => {
  const reached = await watchEvilHost(context);
  const wire = await armTripwire(page);
  const query = new URLSearchParams({
    tk: "javascript:__xss('tk')",
    member_account: '//evil.test/account',
    member_currency: 'USD',
    member_id: 'https://evil.test/1',
    footer: "javascript:__xss('footer')",
    header: 'data:text/html,<script>__xss(1)</script>',
    pwa: 'vbscript:msgbox(1)',
    modal: "javascript:__xss('modal')",
    appPage: '//evil.test',
    id: '//evil.test',
    invite: 'https://bdplay.test.evil.test/',
  });
  await page.goto(`/?${query.toString()}`);
  await stayedOnSite(page);
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoXss(page, wire);
  expect(reached).toEqual([]);
});

test('redirect targets: protocol-relative and backslash paths stay on the site', async ({ page, context }) => {
  const reached = await watchEvilHost(context);
  const wire = await armTripwire(page);
  for (const path of ['//evil.test/x', '/\\evil.test/x', '/%5Cevil.test/x', '/user//evil.test/x']) {
    const res = await page.goto(`${SITE}${path}`);
    // The host refuses such a path before any page runs (400), so no script of the site can be led off it.
    expect(res?.status(), path).toBe(400);
    expect(new URL(page.url()).origin).toBe(SITE);
  }
  await expectNoXss(page, wire);
  expect(reached).toEqual([]);
});
