import { createContext, useCallback, useContext, useSyncExternalStore, type Context } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { RequestStoreStates } from './store-states';

export type { RequestStoreStates } from './store-states';

const CONTEXT_KEY = Symbol.for('mfp.request-stores-context');
const holder = globalThis as { [CONTEXT_KEY]?: Context<RequestStoreStates | null> };

/**
 * Provided around a server render and its hydration; absent in the browser's own renders, where
 * the stores rule. One object per process (as react-redux keeps its context): a host's server bundle holds
 * its own copy of this package, and the remotes render with the server's; both must meet in one context.
 */
export const RequestStoresContext = (holder[CONTEXT_KEY] ??= createContext<RequestStoreStates | null>(null));

/**
 * zustand's useStore, with the server snapshot (the server render and hydration) taken from the render's
 * RequestStoresContext when there is one, else from the store's initial state as zustand does.
 */
export function useSharedStore<K extends keyof RequestStoreStates, U>(
  store: StoreApi<RequestStoreStates[K]>,
  key: K,
  selector: (s: RequestStoreStates[K]) => U,
): U {
  const request = useContext(RequestStoresContext);
  const serverState = request?.[key];
  return useSyncExternalStore(
    store.subscribe,
    useCallback(() => selector(store.getState()), [store, selector]),
    useCallback(() => selector(serverState ?? store.getInitialState()), [store, selector, serverState]),
  );
}
