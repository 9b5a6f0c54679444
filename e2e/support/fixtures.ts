import { test as base, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { watchCspViolations } from './csp-guard';
import { SERVER_RENDER_STATE_ID } from './ssr-site';

export * from '@playwright/test';

const promotionHandlers = new WeakMap<Page, Promise<void>>();
/** Registers closePromotions on a page once; every caller waits for that one registration. */
function closePromotionsOn(page: Page): Promise<void> {
  let registered = promotionHandlers.get(page);
  if (!registered) {
    registered = closePromotions(page);
    promotionHandlers.set(page, registered);
  }
  return registered;
}
/**
 * Every open pop-up is closed (home's and the overlay's can overlap for a moment); the spec's own
 * action then goes on, and the handler runs again if a newer bulletin re-opens one.
 */
async function closePromotions(page: Page): Promise<void> {
  const closes = page.getByTestId('lobby-popup-close');
  await page.addLocatorHandler(
    closes.first(),
    async () => {
      for (const close of await closes.all()) {
        if (await close.isVisible()) await close.click({ timeout: 5_000 }).catch(() => undefined);
      }
    },
    { noWaitAfter: true },
  );
}

/**
 * A server-rendered page shows its buttons before its JavaScript runs; a click then does nothing. After a
 * navigation to one, wait for the host's mark (host-shell app/app-state-mark.ts: 'interactive', or 'failed'
 * when the boot failed), as a person's second look would. A page rendered in the browser needs no wait.
 */
async function untilInteractive(page: Page): Promise<void> {
  const serverRendered = await page.evaluate((id) => document.getElementById(id) !== null, SERVER_RENDER_STATE_ID).catch(() => false);
  if (serverRendered) await page.locator('html[data-app-state]').waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * The pop-up promotion opens on its own once the bulletin list arrives, at a moment no spec can
 * predict, and covers the page. Every spec closes it the way a member would, whenever it shows;
 * the specs about the pop-up itself turn this off with `test.use({ dismissPromotion: false })`.
 */
export const test = base.extend<{ page: Page; dismissPromotion: boolean; promotionHandler: void; allowCspViolations: boolean; cspGuard: void; consoleGuard: void }>({
  // A test that asks for no page (a request-only test) opens none: the handler and guards below need only the context.
  page: async ({ page, dismissPromotion }, use) => {
    if (dismissPromotion) await closePromotionsOn(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
  dismissPromotion: [true, { option: true }],
  promotionHandler: [
    async ({ context, dismissPromotion }, use) => {
      // Every other page of the context too: tabs and pop-up windows a spec opens (the test's own page is the
      // page fixture's, which waits for its handler before the test starts).
      if (dismissPromotion) context.on('page', (other) => void closePromotionsOn(other).catch(() => undefined));
      await use();
    },
    { auto: true },
  ],
  /**
   * A full e2e run reports no CSP violation: every test fails if any page, pop-up or frame
   * of its browser context violates the site's Content-Security-Policy. A spec that provokes one on
   * purpose says so with `test.use({ allowCspViolations: true })`.
   */
  allowCspViolations: [false, { option: true }],
  cspGuard: [
    async ({ context, allowCspViolations }, use) => {
      const watch = await watchCspViolations(context);
      await use();
      const violations = watch.stop();
      if (violations.length > 0 && !allowCspViolations) {
        const counted = [...new Set(violations)].map((v) => `${violations.filter((w) => w === v).length}x ${v}`);
        throw new Error(`Content-Security-Policy violations:\n${counted.join('\n')}`);
      }
    },
    { auto: true },
  ],
  /**
   * No test may show a missing i18n key or a hydration mismatch in the console of any page of its
   * context (issues 17 and 19).
   */
  consoleGuard: [
    async ({ context }, use) => {
      const stop = watchConsole(context);
      await use();
      const seen = stop();
      if (seen.length > 0) throw new Error(`console guard:\n${seen.join('\n')}`);
    },
    { auto: true },
  ],
});
