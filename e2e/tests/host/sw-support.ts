import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** The service worker's cache of remote version files (tooling/service-worker.ts SW_CACHES.remoteAssets). */
export const REMOTE_ASSETS_CACHE = 'mfp-remote-assets';

/** Whether the worker's remote-asset cache holds the entry of the remote served from `origin`. */
const holdsEntryOf = (page: Page, origin: string) =>
  page.evaluate(
    async ([cache, o]) => (await (await caches.open(cache as string)).keys()).some((r) => r.url.startsWith(o as string) && r.url.endsWith('/remoteEntry.js')),
    [REMOTE_ASSETS_CACHE, origin],
  );

/**
 * A first visit of `path`: `ready` shows, then the service worker registers (after the first view),
 * takes control of the page and holds the entry of the remote at `remoteOrigin`.
 */
export async function firstVisitWithWorker(page: Page, path: string, ready: string, remoteOrigin: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => holdsEntryOf(page, remoteOrigin), { timeout: 30_000 }).toBe(true);
}
