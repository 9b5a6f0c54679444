import { test, expect as baseExpect, type Page } from '../../support/fixtures';
import { registerUsdMember } from '../../support/members';
import { afterPageSettled } from '../../support/frames';
import { landLoggedIn } from '../../support/session';
import { AGENT_ACTIVE } from '../agent-center/agent-support';
import { setLocale } from '../host/support';
import { headerClipped } from './layout-support';

// Issue 17 point 7: the logged-in header fits at 1366, 1280 and 1024 px in both languages; the nav collapses
// into a "More" menu before it cuts a word. Desktop only: each test sets its own widths.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [1366, 1280, 1024] as const;
const NAV_LABELS = {
  en_US: ['Home', 'Slots', 'Live Casino', 'Sports', 'Card Games', 'Promotions', 'Agent'],
  bn_BD: ['হোম', 'স্লট', 'লাইভ ক্যাসিনো', 'খেলাধুলা', 'কার্ড গেম', 'অফার', 'এজেন্ট'],
} as const;
const MORE = { en_US: 'More', bn_BD: 'আরও' } as const;

/** The nav labels as a member meets them: the links shown in the header, then the More menu's (opened with the keyboard). */
async function navLabels(page: Page): Promise<{ shown: string[]; more: string[] }> {
  const nav = page.getByTestId('header-nav');
  const shown = (await nav.locator(':scope > a').allInnerTexts()).map((s) => s.trim());
  const button = page.getByTestId('header-nav-more');
  if ((await button.count()) === 0) return { shown, more: [] };
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('header-nav-more-menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  const more = (await items.allInnerTexts()).map((s) => s.trim());
  if (more.length > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  return { shown, more };
}

for (const locale of ['en_US', 'bn_BD'] as const) {
  for (const who of ['member', 'agent'] as const) {
    test(`${locale}: the logged-in ${who}'s header fits whole at ${WIDTHS.join(', ')} px, the rest of the nav under More`, async ({ page, baseURL }) => {
      await setLocale(page, locale, baseURL ?? '');
      const id = who === 'agent' ? AGENT_ACTIVE.id : (await registerUsdMember(`hf${Date.now() % 1e8}`.slice(0, 12), `Header Fit ${Date.now()}`)).id;
      await page.setViewportSize({ width: WIDTHS[0], height: 768 });
      await landLoggedIn(page, id);
      await expect(page.getByTestId('header-account')).toBeVisible();
      await expect(page.getByTestId('header-cash')).toHaveText(/\d/);
      await expect(page.getByTestId('header-nav')).toContainText(NAV_LABELS[locale][0]);
      // The after-login promotion opens once the page has settled; the run-wide handler closes it when an assertion
      // meets it. Met in the middle of the More menu's keyboard walk, its closing took the menu (and focus) with it.
      await afterPageSettled(page);
      await expect(page.getByTestId('lobby-popup')).toHaveCount(0);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 768 });
        // The nav settles one frame after the resize (ResizeObserver): poll until nothing is clipped.
        await expect.poll(() => headerClipped(page), { message: `clipped at ${width} px` }).toEqual([]);
        const { shown, more } = await navLabels(page);
        // Every entry once, whole, in order: the shown ones then the More menu's; the Agent entry among them.
        expect([...shown, ...more], `nav at ${width} px`).toEqual(NAV_LABELS[locale]);
        if (more.length > 0) await expect(page.getByTestId('header-nav-more')).toHaveText(new RegExp(MORE[locale]));
        // One row: the nav collapses instead of pushing the tools onto a second line.
        const header = await page.getByTestId('site-header').boundingBox();
        expect(header?.height ?? 0, `header height at ${width} px`).toBeLessThan(80);
      }
      // The widest window shows more entries than the narrowest, so the collapse follows the width.
      await page.setViewportSize({ width: 1024, height: 768 });
      await expect.poll(() => headerClipped(page)).toEqual([]);
      const narrow = await page.getByTestId('header-nav').locator(':scope > a').count();
      await page.setViewportSize({ width: 1920, height: 900 });
      await expect.poll(() => page.getByTestId('header-nav').locator(':scope > a').count()).toBeGreaterThan(narrow);
      await expect(page.getByTestId('header-nav-more')).toHaveCount(0);
    });
  }
}
