import { expect, type Locator, type Page } from '@playwright/test';
import { afterPageSettled } from '../../support/frames';

/**
 * Where focus is, in one round trip: a short description (tag, test id or name, text) and whether it is
 * drawn, so a keyboard user can see it (no focus on hidden, zero-size or aria-hidden things).
 */
async function focusStop(page: Page): Promise<{ stop: string; shown: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { stop: 'body', shown: true };
    const id =
      el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
    const r = el.getBoundingClientRect();
    const shown =
      r.width > 0 &&
      r.height > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      el.closest('[aria-hidden="true"]') === null;
    return { stop: `${el.tagName.toLowerCase()}[${id}]${name ? `"${name}"` : ''}`, shown };
  });
}

/** Whether focus is on `target` or inside it (an antd Select's test id sits on its wrapper, focus on its input). */
const holdsFocus = (target: Locator): Promise<boolean> =>
  target.evaluateAll((els) =>
    els.some((el) => el === document.activeElement || el.contains(document.activeElement)),
  );

/** The pop-up promotion opens on its own at a moment nobody predicts: a keyboard user closes it with Escape. */
async function closePromotionByKeyboard(page: Page): Promise<boolean> {
  const popup = page.getByTestId('lobby-popup');
  if ((await popup.count()) === 0 || !(await popup.isVisible())) return false;
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  return true;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` holds focus, at most `max` times; fails, naming every
 * stop, when it is not reached or when focus lands on something the user cannot see.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  const stops: string[] = [];
  for (let presses = 0; ; presses++) {
    if (await closePromotionByKeyboard(page)) stops.push('(promotion closed with Escape)');
    if (await holdsFocus(target)) {
      await expect(target.first(), 'the focused control is visible').toBeVisible();
      return;
    }
    if (presses === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const { stop, shown } = await focusStop(page);
    stops.push(stop);
    if (!shown) throw new Error(`focus went to something not shown: ${stop}\nstops: ${stops.join(' > ')}`);
  }
  throw new Error(
    `${target.toString()} not reached within ${max} ${back ? 'Shift+Tab' : 'Tab'} presses\nstops: ${stops.join(' > ')}`,
  );
}

/** Tabs to a text field and types into it, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Expects focus to be inside `scope` (a modal moved focus into itself). */
export async function expectFocusWithin(scope: Locator): Promise<void> {
  await expect.poll(() => holdsFocus(scope), { message: `focus inside ${scope.toString()}` }).toBe(true);
}

/** Expects `target` (or something inside it) to hold focus. */
export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => holdsFocus(target), { message: `focus on ${target.toString()}` }).toBe(true);
}

/** Waits until the home page has loaded what decides the promotion (its lazy parts) and closes it if it opened, by keyboard. */
export async function settlePromotion(page: Page): Promise<void> {
  await afterPageSettled(page);
  await closePromotionByKeyboard(page);
}

/**
 * From the home page, opens a header modal with Tab and Enter (the promotion closed by Escape first) and
 * expects focus to have moved inside it once `ready` shows. Returns the button, which gets focus back on close.
 */
export async function openFromHeader(
  page: Page,
  button: string,
  modal: Locator,
  ready: Locator,
): Promise<Locator> {
  await page.goto('/');
  const opener = page.getByTestId(button);
  await expect(opener).toBeVisible({ timeout: 60_000 });
  await settlePromotion(page);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expectFocusWithin(modal);
  return opener;
}
