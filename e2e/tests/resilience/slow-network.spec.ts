import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { expect } from './resilience-support';

/** Chrome DevTools' "Slow 3G" profile: 400 ms latency, about 400 kbit/s down and up. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

/** Samples, while the page loads, whether it ever shows nothing at all (an empty body or an empty main area). */
async function watchBlank(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __blank: string[] };
    w.__blank = [];
    const sample = (): void => {
      const root = document.getElementById('root') ?? document.body;
      const main = document.querySelector('main');
      if (root && document.readyState !== 'loading' && root.childElementCount > 0 && main && main.childElementCount === 0)
        w.__blank.push('an empty main area');
    };
    const id = setInterval(sample, 100);
    setTimeout(() => clearInterval(id), 60_000);
  });
  return () => page.evaluate(() => (window as unknown as { __blank: string[] }).__blank);
}

/**
 * A slow 3G connection: every area shows a loading state (a spinner, never a blank screen) until
 * its content arrives, and the layout holds — nothing wider than the screen, header and footer
 * in place.
 */
test('resilience: slow 3G — loading states instead of blank areas, the layout holds', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const blanks = await watchBlank(page);

  await page.goto('/', { waitUntil: 'commit' });
  // While the home area loads the member sees its loading state.
  const loading = page.locator('main [role="status"][aria-busy="true"]').first();
  await expect(loading.or(page.getByTestId('lobby-home'))).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Moving to an area not loaded yet: its loading state first, then the area.
  await page.getByRole('banner').getByRole('link', { name: 'Agent' }).click();
  await expect(loading.or(page.getByTestId('agent-center'))).toBeVisible();
  await expect(page.getByTestId('agent-center')).toBeVisible({ timeout: 120_000 });

  expect(await blanks()).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
