/** Space between two nav entries (the CSS gap of .mfp-header__nav). */
export const NAV_GAP_PX = 4;

/**
 * How many nav entries, in order, fit in `available` pixels whole (a word is never cut): all of them
 * when they fit, otherwise as many as fit beside the "More" button that holds the rest.
 */
export function navFitCount(widths: readonly number[], moreWidth: number, available: number, gap = NAV_GAP_PX): number {
  const row = (count: number) => widths.slice(0, count).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, count - 1);
  if (row(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && row(count) + gap + moreWidth > available) count -= 1;
  return count;
}
