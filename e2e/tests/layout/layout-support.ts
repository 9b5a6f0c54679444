import type { Locator, Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Two boxes share some area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/**
 * The boxes of every visible element `locator` matches, each cut to what its scrolling or clipping
 * ancestors let show (a wide table scrolls inside its box: its hidden columns cover nothing).
 */
export function visibleBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) =>
    els.flatMap((el) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
      }
      return right - left > 0 && bottom - top > 0 ? [{ x: left, y: top, width: right - left, height: bottom - top }] : [];
    }),
  );
}

/**
 * What is clipped in the header: every visible element whose content is wider than its box
 * (scrollWidth > clientWidth) or that reaches past the header's edges, named for the failure message.
 */
export function headerClipped(page: Page): Promise<string[]> {
  return page.getByTestId('site-header').evaluate((header) => {
    const edge = header.getBoundingClientRect();
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const bad: string[] = [];
    if (header.scrollWidth > header.clientWidth) bad.push(`header scrollWidth ${header.scrollWidth} > ${header.clientWidth}`);
    for (const el of [header, ...Array.from(header.querySelectorAll('*'))]) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      // Zero-size boxes, and the visually hidden labels for screen readers (a 1 px clipped box by design).
      if (r.width <= 1) continue;
      // A badge set over its button's corner (position: absolute) widens the button's scroll box without clipping anything.
      const holdsPinned = Array.from(el.querySelectorAll('*')).some((d) => getComputedStyle(d).position === 'absolute');
      if (!holdsPinned && el.clientWidth > 0 && el.scrollWidth > el.clientWidth) bad.push(`${name(el)} scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
      if (r.left < edge.left - 0.5 || r.right > edge.right + 0.5) bad.push(`${name(el)} outside the header (${Math.round(r.left)}..${Math.round(r.right)})`);
    }
    return bad;
  });
}
