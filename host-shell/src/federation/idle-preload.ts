import { reportPreloadError } from '@mfp/shared';

/** How long after the page's load event the idle preloads wait, so they never compete with the first view. */
export const IDLE_PRELOAD_DELAY_MS = 2000;

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
};

/**
 * Runs `load` once the first view is done: after the load event, a short delay, then the browser's
 * next idle period. A failure is reported, never reloaded (the real use loads again and shows its
 * own fallback).
 */
export function preloadWhenIdle(load: () => Promise<unknown>, win: IdleWindow = window, target = 'idle preload'): void {
  const run = () => void load().catch((error: unknown) => reportPreloadError(target, error, { win: window }));
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 5000 }) : run());
  const later = () => win.setTimeout(idle, IDLE_PRELOAD_DELAY_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
