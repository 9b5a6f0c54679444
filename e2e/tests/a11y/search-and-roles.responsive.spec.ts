import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { LOCALES, setLocaleCookie, settle } from './a11y-support';

/**
 * What Lighthouse's SEO and accessibility audits found beyond the WCAG sweep (axe-pages.responsive.spec.ts,
 * serious and critical only): a page without a meta description, an element in a role ARIA does not allow
 * for it (aria-allowed-role, on / in the visitors' pop-up promotion) and a heading that skips a level
 * (heading-order, the providers on /gameHall/3). Both layouts (the desktop and mobile projects).
 */
test.describe.configure({ timeout: 90_000 });
// axe adds <style> elements of its own, which the site's nonce-only style-src refuses (as in the WCAG sweep).
test.use({ bypassCSP: true });

/** Lighthouse's axe rules that the WCAG tags leave out (best practices), held at zero violations. */
const BEST_PRACTICE_RULES = ['aria-allowed-role', 'heading-order'];

type HostTexts = { description: Record<string, string> };
const hostTexts = (locale: string): HostTexts =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../host-shell/src/locales', locale, 'host.json'), 'utf8')) as HostTexts;

async function bestPracticeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(BEST_PRACTICE_RULES).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} ${n.target.join(' ')} ${n.html.slice(0, 120)}`));
}

const description = (page: Page) => page.locator('meta[name="description"]');

test.describe('the pop-up promotion left open', () => {
  test.use({ dismissPromotion: false });
  test("/ with the visitors' pop-up promotion open: no element in a role ARIA does not allow for it", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('lobby-popup-item-title')).toBeVisible();
    expect(await bestPracticeViolations(page, '/ (pop-up open)')).toEqual([]);
  });
});

test('/gameHall/3: its headings go down one level at a time, and the page holds no role ARIA does not allow', async ({ page }) => {
  await page.goto('/gameHall/3');
  await expect(page.getByTestId('provider-card').first()).toBeVisible();
  await settle(page);
  expect(await bestPracticeViolations(page, '/gameHall/3')).toEqual([]);
});

for (const locale of LOCALES)
  test(`${locale}: every page describes itself in the language, and a navigation in the page changes the description`, async ({ page, baseURL }) => {
    const texts = hostTexts(locale);
    await setLocaleCookie(page, locale, baseURL ?? '');
    await page.goto('/');
    await expect(description(page)).toHaveCount(1);
    await expect(description(page)).toHaveAttribute('content', texts.description.home ?? '');
    // A client navigation (the nav's link to the slots hall, in both layouts), not a load: the description follows.
    await page.evaluate(() => {
      (window as unknown as { __e2eSamePage: boolean }).__e2eSamePage = true;
    });
    await page.locator('a[href="/gameHall/2"]:visible').first().click();
    await expect(page).toHaveURL(/\/gameHall\/2$/);
    await expect(description(page)).toHaveAttribute('content', texts.description.hall_slot ?? '');
    await expect(description(page)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(true);
    // A page with no route: the error screen's.
    await page.goto('/no/such/page');
    await expect(description(page)).toHaveAttribute('content', texts.description.not_found ?? '');
  });
