import { expect, test } from '../../support/fixtures';

// The shared machine is slow under parallel runs: generous per-test budgets.
test.describe.configure({ timeout: 120_000 });
import { consoleCall } from '../../support/console';
import { landWithHandOff } from '../../support/session';
import { dismissOverlays, landLoggedIn } from './support';

test.describe('session lifecycle in the host', () => {
  // The one spec of the hand-off itself: every other spec signs in with a stored session (support/session.ts).
  test('an enc hand-off logs in, resets the URL to /, and the member center (a remote) sees the session', async ({ page }) => {
    await landWithHandOff(page, 10002);
    await expect(page.getByTestId('header-account')).toHaveText('demousd01');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-cash')).not.toHaveText(/^\s*\$?\s*-\s*$/);
    await page.goto('/user/Info');
    await expect(page.locator('[data-remote="mfe_member_center"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('login-required')).toHaveCount(0);
    await expect(page.locator('[data-remote="mfe_member_center"]')).toContainText('demousd01', { timeout: 30_000 });
  });

  test('an invalid enc resets the URL without a login', async ({ page }) => {
    await page.goto('/?enc=not-a-real-handoff');
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('the member center opens as a 1500x800 pop-up and closes when the main window logs out', async ({ page }) => {
    await landLoggedIn(page, 10001);
    await dismissOverlays(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('header-member-center').click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/user/Info');
    const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight, name: window.name }));
    expect(size).toEqual({ w: 1500, h: 800, name: 'memberCenter' });
    await expect(popup.locator('[data-remote="mfe_member_center"]')).toBeVisible({ timeout: 20_000 });
    const closed = popup.waitForEvent('close');
    await dismissOverlays(page);
    await page.getByTestId('header-logout').click();
    await closed;
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('a 401 from the API logs the member out', async ({ page }) => {
    await landLoggedIn(page, 10001);
    await page.route('**/api/member/profile/my_cash', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":401,"message":"Unauthorized","data":null}' }),
    );
    await dismissOverlays(page);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a stored token restores the session after a reload', async ({ page }) => {
    await landLoggedIn(page, 10001);
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveText('demobdt01');
  });
});

test('a new build bumped through the server console reloads an open page', async ({ page }) => {
  // The page reads the running build, then the bump comes over the public channel: both watched from the start.
  const buildRead = page.waitForResponse((r) => r.url().includes('/api/build/latest'));
  const joined = new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const frame = String(f.payload);
        if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes('"web_member"')) resolve();
      }),
    ),
  );
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await Promise.all([buildRead, joined]);
  await page.evaluate(() => ((window as unknown as { __beforeBump: boolean }).__beforeBump = true));
  const reloaded = page.waitForEvent('load');
  const bumped = await consoleCall('build/bump', {});
  expect(bumped.code, bumped.message).toBe(100);
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { __beforeBump?: boolean }).__beforeBump)).toBeUndefined();
});
