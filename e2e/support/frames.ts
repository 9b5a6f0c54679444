import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn two more frames: what a scroll, a resize or a click changed is laid out and
 * painted, and the tasks it queued (a navigation to a javascript: URL, a scroll listener) have run.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once every script and request the page asked for has arrived and the result is drawn: the network
 * quiet (no request for 500 ms; sockets do not count) and two frames after. What a page decides once its lazy
 * parts load (a pop-up that would open, a refetch on mount) has happened by then.
 */
export async function afterPageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await afterNextFrames(page);
}
