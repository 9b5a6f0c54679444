import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The pop-up promotion opens on its own once the bulletin list arrives, at a moment no spec can
 * predict, and covers the page. Every spec closes it the way a member would, whenever it shows;
 * the specs about the pop-up itself turn this off with `test.use({ dismissPromotion: false })`.
 */
export const test = base.extend<{ dismissPromotion: boolean; promotionHandler: void }>({
  dismissPromotion: [true, { option: true }],
  promotionHandler: [
    async ({ page, dismissPromotion }, use) => {
      if (dismissPromotion) {
        await page.addLocatorHandler(page.getByTestId('lobby-popup-close'), (close) => close.click());
      }
      await use();
    },
    { auto: true },
  ],
});
