import { useEffect } from 'react';

/** `<html data-app-state>`: 'interactive' once the page's React tree has committed, 'failed' when the boot failed. */
export type AppState = 'interactive' | 'failed';

/**
 * Marks the document with the app's state. A server-rendered page shows its buttons before its JavaScript
 * has run: automated visitors (the e2e suite, synthetic monitoring) wait for this mark before
 * they click, as a person's second look would.
 */
export function markAppState(state: AppState, doc: Document = document): void {
  doc.documentElement.dataset.appState = state;
}

let resolveInteractive: () => void = () => undefined;
const interactive = new Promise<void>((resolve) => {
  resolveInteractive = resolve;
});

/**
 * Resolves once the page's tree has first committed. On a server-rendered page, data asked for before then can
 * land before React hydrates and render what the server did not (a hydration mismatch): boot work that fills
 * what the tree shows waits for this.
 */
export const whenInteractive = (): Promise<void> => interactive;

/** Sets the mark once the tree that renders it has committed (hydrated or client-rendered). */
export function AppStateMark(): null {
  useEffect(() => {
    markAppState('interactive');
    resolveInteractive();
  }, []);
  return null;
}
