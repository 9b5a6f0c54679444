import { useCallback, useState, useSyncExternalStore } from 'react';

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether moving content (marquee, carousel, jackpot count) is paused (WCAG 2.2.2): the
 * member's own choice when made, else paused exactly when the system asks for reduced motion.
 */
export function motionPaused(prefersReducedMotion: boolean, choice: 'paused' | 'playing' | null): boolean {
  return choice === null ? prefersReducedMotion : choice === 'paused';
}

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof matchMedia !== 'function') return () => undefined;
  const list = matchMedia(REDUCE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
};
const reduced = (): boolean => typeof matchMedia === 'function' && matchMedia(REDUCE_QUERY).matches;

/** True while the system asks for reduced motion (follows a change without a reload). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}

/** The paused state of one moving block and the toggle its pause/play button calls. */
export function useMotion(): { paused: boolean; toggle: () => void } {
  const prefers = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const paused = motionPaused(prefers, choice);
  const toggle = useCallback(() => setChoice(paused ? 'playing' : 'paused'), [paused]);
  return { paused, toggle };
}
