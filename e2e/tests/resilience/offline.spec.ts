import { test } from '../../support/fixtures';
import { afterPageSettled } from '../../support/frames';
import { dismissOverlays } from '../host/support';
import { countDocumentLoads, expect } from './resilience-support';

/**
 * The browser offline and back: the member is told plainly that the device is offline; what could
 * not load meanwhile shows its fallback, and everything resumes by itself once the connection is
 * back, on the same page. (A remote whose chunks failed offline may come back through the one
 * chunk reload of spec 4: the federation runtime keeps those failed chunk loads.)
 */
test('resilience: offline, a clear message; back online, the page resumes by itself on the same path', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });
  // Home's pop-up promotion opens once its bulletins arrive: settled and closed while online, so that it cannot
  // open under the click below and take it (a link in a bulletin leads off the page, which offline is the browser's
  // error page).
  await afterPageSettled(page);
  await dismissOverlays(page);
  const loads = countDocumentLoads(page);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText('You are offline. Check your connection: the page carries on as soon as it is back.');
  await expect(banner).toHaveAttribute('role', 'alert');

  // An area that was never loaded cannot load offline: its fallback, the rest of the page stays.
  await page.getByRole('banner').getByRole('link', { name: 'Agent' }).click();
  const fallback = page.locator('[data-remote-fallback="mfe_agent_center"]');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('agent-center')).toBeVisible({ timeout: 60_000 });
  expect(new URL(page.url()).pathname).toBe('/proxy');
  expect(loads.count()).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
