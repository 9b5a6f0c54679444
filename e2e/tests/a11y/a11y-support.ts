import type { Page } from '@playwright/test';
import { expect } from '../../support/expect';
import type { Locale } from '../../support/axe';

export const LOCALES = ['en_US', 'bn_BD'] as const satisfies readonly Locale[];
const HTML_LANG: Record<Locale, string> = { en_US: 'en-US', bn_BD: 'bn-BD' };

export const setLocaleCookie = (page: Page, locale: Locale, origin: string) =>
  page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);

/**
 * Shows the open page in `locale`: through the header's language switch when the page has one (no
 * reload), else by the cookie and a reload. Waits for the document language to follow.
 */
export async function showIn(page: Page, locale: Locale, origin: string): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === HTML_LANG[locale]) return;
  const select = page.getByTestId('language-switch');
  if (await select.isVisible()) {
    await select.selectOption(locale);
  } else {
    await setLocaleCookie(page, locale, origin);
    await page.reload();
  }
  await expect(html).toHaveAttribute('lang', HTML_LANG[locale]);
  await settle(page);
}

/**
 * Lets the page finish what it loads (messages, lists, pictures), then closes the pop-up promotion
 * the way a member would, so a scan sees the page itself and not a promotion that came at random.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const closes = page.getByTestId('lobby-popup-close');
  for (const close of await closes.all()) {
    if (await close.isVisible()) await close.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect(page.locator('.lb-skel-img, .lb-skel-text, .lb-skel-row')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
}
