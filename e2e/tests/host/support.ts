import type { Page } from '@playwright/test';

export { landLoggedIn } from '../../support/session';

export const setLocale = (page: Page, locale: 'en_US' | 'bn_BD', origin: string) =>
  page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);

/** Closes page overlays a remote may show after login (pop-up promotion) the way a member would: Escape. */
export async function dismissOverlays(page: Page): Promise<void> {
  for (let i = 0; i < 4 && (await page.locator('.lb-overlay, .ant-modal-wrap:visible').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}
