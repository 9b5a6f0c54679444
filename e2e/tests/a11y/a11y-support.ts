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

/** What a page shows while it still loads: busy regions, skeletons, spinners (host, remotes and antd). */
const STILL_LOADING = [
  '[aria-busy="true"]',
  '.ant-skeleton',
  '.ant-spin-spinning',
  '.lb-skel-img',
  '.lb-skel-text',
  '.lb-skel-row',
  '.lb-skel-tab',
  '.lb-skel-tile',
].join(', ');

/**
 * Lets the page finish what it loads (messages, lists, pictures): no request in flight, nothing busy or
 * skeletal left (a scan must see the page, not its loading state: this fails when one stays), the fonts
 * drawn, and no pop-up promotion over it (the run-wide handler closes it the way a member would).
 */
export async function settle(page: Page): Promise<void> {
  // Blocks below the fold load once scrolled near (the lobby's LazyBlock): read the page down to its end,
  // as a reader would, so the scan sees them, then go back to the top.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
  // Sockets do not count; no page polls faster than every few seconds, so the network does go quiet.
  await page.waitForLoadState('networkidle');
  await expect(page.locator(STILL_LOADING), 'the page is still loading').toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // An assertion runs the fixture's promotion handler first: the pop-up is closed, never clicked twice.
  await expect(page.getByTestId('lobby-popup')).toHaveCount(0);
}
