import { test } from '../../support/fixtures';
import { countDocumentLoads, expect, landAsFreshMember, ORIGIN } from './resilience-support';

/**
 * A remote's origin down at boot or going down mid-session costs only its own area: the member
 * sees the fallback with "Try again", keeps the session and the rest of the site, and the retry
 * renders the area once the origin is back, without a page reload.
 */
test.describe('resilience: a remote origin down', () => {
  test.describe.configure({ timeout: 120_000 });

  test('down at boot: the member window shows the fallback, the session stays, retry renders it once back', async ({ page }) => {
    const member = await landAsFreshMember(page);
    const down = `${ORIGIN.member}/**`;
    await page.route(down, (route) => route.abort('connectionrefused'));
    const loads = countDocumentLoads(page);
    await page.goto('/user');

    const fallback = page.locator('[data-remote-fallback="mfe_member_center"]');
    await expect(fallback).toBeVisible({ timeout: 60_000 });
    await expect(fallback).toContainText('This section is unavailable right now');
    // Nothing is lost: still logged in, the address is the one asked for.
    expect(new URL(page.url()).pathname).toBe('/user');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.unroute(down);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('member-center')).toContainText(member.account);
    expect(loads.count()).toBe(1);
  });

  test('down mid-session: its area falls back, a retry while down keeps the fallback, the retry after recovery renders it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });
    const loads = countDocumentLoads(page);

    const down = `${ORIGIN.agent}/**`;
    await page.route(down, (route) => route.abort('connectionrefused'));
    await page.getByRole('banner').getByRole('link', { name: 'Agent' }).click();
    const fallback = page.locator('[data-remote-fallback="mfe_agent_center"]');
    await expect(fallback).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('banner')).toBeVisible();

    // Still down: the retry answers with the fallback again, never a blank area.
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeEnabled({ timeout: 30_000 });
    await expect(fallback).toBeVisible();

    // The rest of the site works meanwhile.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('lobby-home')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Agent' }).click();
    await expect(fallback).toBeVisible();

    await page.unroute(down);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('agent-center')).toBeVisible({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/proxy');
    // Chunks the runtime tried while the origin was down stay failed in it; their retry then goes
    // through the one chunk reload of spec 4 (never more).
    expect(loads.count()).toBeLessThanOrEqual(1);
  });
});
