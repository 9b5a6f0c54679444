import { createStore } from 'zustand/vanilla';
import { useSharedStore } from './server-snapshot';
import type { SiteState } from './store-states';

export type { AppLinks, SiteState } from './store-states';


/** The one site store. */
export const siteStore = createStore<SiteState>()((set) => ({
  siteId: '',
  desktopTemplate: '',
  mobileTemplate: '',
  currency: '',
  currencyLock: null,
  isDemoSite: false,
  closedBrands: [],
  isApp: false,
  appLinks: {},
  linkHosts: [],
  configure: (site) => set(site),
}));

/** The site currency a visitor browses in, a stable selector for useSiteStore. */
export const selectSiteCurrency = (s: SiteState): string => s.currency;

/** Subscribes a component to a slice of the site state; a server render reads its request's (RequestStoresContext). */
export function useSiteStore<U>(selector: (s: SiteState) => U): U {
  return useSharedStore(siteStore, 'site', selector);
}
