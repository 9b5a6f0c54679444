import { expect, test } from '../../support/fixtures';
import { setLocale } from '../lobby/lobby-helpers';

/**
 * The site is installable. The page links the web app manifest of its language
 * (served as application/manifest+json), and /app offers "add to home screen" beside the native app
 * links once the browser offers an install prompt (beforeinstallprompt, dispatched here as Chromium
 * would: headless Chromium never offers one by itself), never before.
 */
const LABEL = { en_US: 'Add to home screen', bn_BD: 'হোম স্ক্রিনে যোগ করুন' } as const;

for (const locale of ['en_US', 'bn_BD'] as const) {
  test(`${locale}: the manifest of the language, and /app's install button once the browser offers installation`, async ({ page, baseURL, request }) => {
    await setLocale(page, locale, baseURL ?? '');
    await page.goto('/app');
    await expect(page.getByTestId('lobby-app')).toBeVisible({ timeout: 60_000 });
    const href = `/manifest.${locale}.webmanifest`;
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
    const res = await request.get(href);
    expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect((await res.json()) as { lang: string }).toMatchObject({ lang: locale.replace('_', '-') });

    const install = page.getByTestId('lobby-app-install');
    await expect(install).toHaveCount(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { __prompted: boolean }).__prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).toHaveText(LABEL[locale]);
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    // One prompt, one dialog: the button goes once used.
    await expect(install).toHaveCount(0);
  });
}
