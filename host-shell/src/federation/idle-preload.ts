import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { reportPreloadError } from '@mfp/shared';

/** How long after the page's load event the first view counts as done, so later work never competes with it. */
export const IDLE_PRELOAD_DELAY_MS = 2000;

/** Performance mark set when the first view is done; the benchmark counts the first view's JavaScript up to it. */
export const FIRST_VIEW_DONE_MARK = 'mfp:first-view-done';

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  performance?: Pick<Performance, 'mark'>;
};

/** Whether the first view is done: code for later use (overlays, preloads) waits for it. */
export const firstViewStore = createStore<{ done: boolean }>()(() => ({ done: false }));
export const useFirstViewDone = (): boolean => useStore(firstViewStore, (s) => s.done);

/**
 * Ends the first view once: after the load event, a short delay, then the browser's next idle period.
 * Sets the performance mark and the store; calling it again does nothing.
 */
export function watchFirstView(win: IdleWindow = window): void {
  if (watching) return;
  watching = true;
  const done = () => {
    win.performance?.mark(FIRST_VIEW_DONE_MARK);
    firstViewStore.setState({ done: true });
  };
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(done, { timeout: 5000 }) : done());
  const later = () => win.setTimeout(idle, IDLE_PRELOAD_DELAY_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
let watching = false;

/** For tests: a new page. */
export function resetFirstView(): void {
  watching = false;
  firstViewStore.setState({ done: false });
}

/** Runs `run` once the first view is done (at once when it already is). */
export function afterFirstView(run: () => void): void {
  if (firstViewStore.getState().done) return run();
  const stop = firstViewStore.subscribe((s) => {
    if (!s.done) return;
    stop();
    run();
  });
}

/** Resolves once the first view is done. */
export const firstViewDone = (): Promise<void> => new Promise((resolve) => afterFirstView(resolve));

/**
 * Loads remote code once the first view is done. A failure is reported, never reloaded (the real use
 * loads again and shows its own fallback).
 */
export function preloadWhenIdle(load: () => Promise<unknown>, target = 'idle preload'): void {
  afterFirstView(() => void load().catch((error: unknown) => reportPreloadError(target, error, { win: window })));
}
