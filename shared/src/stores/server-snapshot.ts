import { createContext, useCallback, useContext, useSyncExternalStore, type Context } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { LayoutState } from './layout-store';
import type { LocaleState } from './locale-store';
import type { SessionState } from './session-store';
import type { SiteState } from './site-store';

/**
 * The shared stores' state for one server render (and the hydration of its HTML): what the request says
 * (layout, language, site facts, visitor or member). The stores are the process's singletons, so on a
 * server two concurrent renders would see each other's state; their hooks read this instead.
 */
export interface RequestStoreStates {
  layout: LayoutState;
  site: SiteState;
  session: SessionState;
  locale: LocaleState;
}

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
