/** @jest-environment node */
import { motionPaused } from '../use-motion';

describe('moving content and prefers-reduced-motion (WCAG 2.2.2 pause, stop, hide)', () => {
  it('is paused exactly when reduced motion is asked for, until the member chooses', () => {
    expect(motionPaused(true, null)).toBe(true);
    expect(motionPaused(false, null)).toBe(false);
    expect(motionPaused(true, 'playing')).toBe(false);
    expect(motionPaused(false, 'paused')).toBe(true);
  });
});
