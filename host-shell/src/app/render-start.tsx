import { createContext, useContext, useSyncExternalStore } from 'react';
import { layoutStore, siteStore, type StartContext } from '@mfp/shared';

/**
 * What the server rendered the page in (language, currency, layout from the request). Provided on the
 * server and, with the same value read from the page, while the browser hydrates: the store-backed
 * values below render as the server did until hydration is done, then follow the stores (the real
 * width, the site currency). Absent in a client-rendered page, where they are the stores' values.
 */
export const RenderStartContext = createContext<StartContext | null>(null);

const noSubscribe = (): (() => void) => () => undefined;

/** Desktop layout (spec 2): the request's layout on the server and while hydrating, else the layout store's. */
export function useIsDesktop(): boolean {
  const start = useContext(RenderStartContext);
  return useSyncExternalStore(
    layoutStore.subscribe,
    () => layoutStore.getState().isDesktop,
    () => (start ? start.layout === 'desktop' : layoutStore.getInitialState().isDesktop),
  );
}

/** The site currency a visitor browses in: the request's on the server and while hydrating, else the site store's. */
export function useSiteCurrency(): string {
  const start = useContext(RenderStartContext);
  return useSyncExternalStore(
    siteStore.subscribe,
    () => siteStore.getState().currency,
    () => (start ? start.currency : siteStore.getInitialState().currency),
  );
}

/**
 * False on the server and while hydrating, true after (and from the first render of a client-rendered
 * page): for parts that exist only in a browser (overlays, boxes, devtools).
 */
export function useClientOnly(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
