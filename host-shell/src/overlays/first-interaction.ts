import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * What tells that someone is using the page: a pointer moved or pressed, a touch, a key, the wheel. Code only a
 * click can need (the play flow, the login box) loads from here on instead of on every page load, and still
 * ahead of the click in nearly every visit (the pointer moves or the finger lands before the click).
 */
export const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/** Whether the visitor has started using the page. */
export const interactionStore = createStore<{ started: boolean }>()(() => ({ started: false }));
export const useInteractionStarted = (): boolean => useStore(interactionStore, (s) => s.started);

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Watches the page for its first interaction, once; the store turns true then and the listeners go. */
export function watchFirstInteraction(target: Target = window): void {
  if (interactionStore.getState().started || watching) return;
  watching = true;
  const options = { capture: true, passive: true } as const;
  const seen = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, seen, options);
    interactionStore.setState({ started: true });
  };
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, seen, options);
}
let watching = false;

/** Runs `run` once the page has been interacted with (at once when it already has). */
export function afterFirstInteraction(run: () => void): void {
  if (interactionStore.getState().started) return run();
  const stop = interactionStore.subscribe((s) => {
    if (!s.started) return;
    stop();
    run();
  });
}

/** For tests: a new page. */
export function resetFirstInteraction(): void {
  watching = false;
  interactionStore.setState({ started: false });
}
