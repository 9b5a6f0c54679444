import { expect, type Page } from '@playwright/test';

export { landLoggedIn } from '../../support/session';

export const setLocale = (page: Page, locale: 'en_US' | 'bn_BD', origin: string) =>
  page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);

/** Closes page overlays a remote may show after login (pop-up promotion) the way a member would: Escape, until none is left. */
export async function dismissOverlays(page: Page): Promise<void> {
  const overlays = page.locator('.lb-overlay, .ant-modal-wrap:visible');
  for (let i = 0; i < 4; i++) {
    const open = await overlays.count();
    if (open === 0) return;
    await page.keyboard.press('Escape');
    // The top one closes (its animation ends); another may have opened meanwhile, hence the next round.
    await expect.poll(() => overlays.count(), { timeout: 5_000 }).toBeLessThan(open).catch(() => undefined);
  }
}
