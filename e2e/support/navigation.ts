import type { Page } from '@playwright/test';

/**
 * Opens a path of the site inside the open page, through its router (history and popstate), as a link
 * in the page would: no page load. For sweeps that visit many pages of one remote; what a full load of
 * a path gives is the routes' and the no-JS specs' business.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
