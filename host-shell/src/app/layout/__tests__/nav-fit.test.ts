/** @jest-environment node */
import { navFitCount } from '../nav-fit';

// The logged-in header fits at 1024, 1280 and 1366 px; the nav collapses into "More" before it cuts a word.
describe('navFitCount (header nav priority+: whole entries only, the rest under More)', () => {
  const widths = [60, 70, 90, 70, 80, 90, 60]; // 520 with six gaps of 4 = 544

  it('keeps every entry when the whole row fits, without a More button', () => {
    expect(navFitCount(widths, 70, 544)).toBe(7);
    expect(navFitCount(widths, 70, 1000)).toBe(7);
  });

  it('leaves room for the More button as soon as one entry does not fit', () => {
    // 543 px: the row of 7 (544) does not fit; 6 entries (480) + 4 + 70 = 554 > 543; 5 (386) + 4 + 70 = 460 fits.
    expect(navFitCount(widths, 70, 543)).toBe(5);
  });

  it('counts the gaps, so the last entry shown is never cut', () => {
    // 3 entries: 60+70+90 + 2*4 = 228, + 4 + 70 = 302.
    expect(navFitCount(widths, 70, 302)).toBe(3);
    expect(navFitCount(widths, 70, 301)).toBe(2);
  });

  it('shows no entry when only the More button fits, and none for an empty nav', () => {
    expect(navFitCount(widths, 70, 80)).toBe(0);
    expect(navFitCount([], 70, 0)).toBe(0);
  });
});
