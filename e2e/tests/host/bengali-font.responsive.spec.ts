import { expect, test, type Page } from '../../support/fixtures';
import { setLocale } from '../lobby/lobby-helpers';

/** The status of the site's own Noto Sans Bengali faces (system fonts are not in document.fonts). */
const shippedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Bengali').map((f) => `${f.weight}:${f.status}`);
  });

test('Bengali text is set in the Bengali font the site ships, not in whatever the device has', async ({ page, baseURL }) => {
  await setLocale(page, 'bn_BD', baseURL ?? '');
  await page.goto('/');
  await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => shippedFaces(page)).toContain('400:loaded');
});
