import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
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

/** Provided around a server render (issue 19); absent in the browser's own renders, where the stores rule. */
export const RequestStoresContext = createContext<RequestStoreStates | null>(null);

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
