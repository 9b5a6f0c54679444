import { layoutStore, siteStore } from '../../shared/src/index.ts';
import type { SiteState } from '../../shared/src/stores/site-store.ts';

/** What the server knows of a request before it renders: the layout and the site's facts. */
export interface RequestFacts {
  isDesktop: boolean;
  site: Partial<Omit<SiteState, 'configure'>>;
}

/** A width on each side of the desktop breakpoint (spec 2): what the layout store computes from. */
const WIDTH_OF_LAYOUT = { desktop: 1366, mobile: 390 } as const;

/**
 * Puts the request's facts into the shared stores for one render. zustand's hooks render a store's
 * *initial* state on the server (useSyncExternalStore's server snapshot), so the initial state is
 * pointed at the configured one. The stores are the process's singletons: renders of requests with
 * different facts must not overlap (per-request stores are the next step, see the SSR notes).
 */
export function applyRequestFacts(facts: RequestFacts): void {
  layoutStore.getState().setWidth(facts.isDesktop ? WIDTH_OF_LAYOUT.desktop : WIDTH_OF_LAYOUT.mobile);
  siteStore.getState().configure(facts.site);
  for (const store of [layoutStore, siteStore] as const) {
    const state = store.getState();
    (store as { getInitialState: () => typeof state }).getInitialState = () => state;
  }
}
