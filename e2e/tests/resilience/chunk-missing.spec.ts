import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { afterPageSettled } from '../../support/frames';
import { countDocumentLoads, expect, ORIGIN } from './resilience-support';

/** Spec 9: the chunk-reload guard (a path reloads at most once within it); less a little for the clocks. */
const GUARD_MS = 10_000 - 500;

/** The chunk of the games remote that holds its app (a release removes the old build's hashed files). */
const APP_CHUNK = /\/static\/js\/__federation_expose_app\.[\w]+\.js$/;

/** Answers 404 for the games app chunk while `missing()` says so, as a CDN does once the old build is gone. */
async function removeChunk(page: Page, missing: () => boolean): Promise<void> {
  await page.route(`${ORIGIN.games}/**`, (route) =>
    APP_CHUNK.test(new URL(route.request().url()).pathname) && missing()
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      : route.continue(),
  );
}

/**
 * A chunk missing after a release (spec 4: reload once, guarded for 10 s per path): the member
 * sees one reload that lands on the same page, then either the area (the new build is there) or
 * its fallback (still missing) — never a reload loop.
 */
test.describe('resilience: a chunk missing after a release', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the page reloads once on the same path and the area renders', async ({ page }) => {
    const loads = countDocumentLoads(page);
    await removeChunk(page, () => loads.count() < 2);
    await page.goto('/gameHall/2');
    await expect(page.getByTestId('games-hall')).toBeVisible({ timeout: 60_000 });
    expect(loads.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/gameHall/2');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  });

  test('still missing after the reload: the fallback shows, and the page never reloads within 10 s of the last reload', async ({ page }) => {
    const reloads: number[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) reloads.push(Date.now());
    });
    await removeChunk(page, () => true);
    // The page's clock, so that what its timers would do over the next seconds (a retry, a reload) happens at once.
    await page.clock.install();
    await page.goto('/gameHall/2');
    const fallback = page.locator('[data-remote-fallback="mfe_games"]');
    await expect(fallback).toBeVisible({ timeout: 60_000 });
    expect(reloads.length).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/gameHall/2');
    await expect(page.getByRole('banner')).toBeVisible();
    // No loop: the fallback stays up, and reloads of this path are at least 10 s apart (spec 4). The timers of
    // the next 4 s run at once; a reload they caused would be a navigation before the network goes quiet.
    const loadsBefore = reloads.length;
    await page.clock.fastForward(4_000);
    await afterPageSettled(page);
    expect(reloads).toHaveLength(loadsBefore);
    await expect(fallback).toBeVisible();
    const gaps = reloads.slice(1).map((at, i) => at - reloads[i]!);
    for (const gap of gaps.slice(1)) expect(gap).toBeGreaterThanOrEqual(GUARD_MS);
  });
});
