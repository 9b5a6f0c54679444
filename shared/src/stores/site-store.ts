import { createStore } from 'zustand/vanilla';
import { useSharedStore } from './server-snapshot';

/** Download links of the native apps, by platform. */
export interface AppLinks {
  android?: string;
  ios?: string;
}

/** The site facts game and content calls carry (site_id, templates, demo-site mode, closed brands, native app); the host configures them at boot. */
export interface SiteState {
  siteId: string;
  desktopTemplate: string;
  mobileTemplate: string;
  /** The site currency a visitor browses in (members use their own). */
  currency: string;
  /** The currency a link or agent domain locks registration to (spec 4); the header offers no other while set. */
  currencyLock: string | null;
  /** Demo-site mode (IS_DEMO, spec 5): fakes login, blocks demo play and registration. */
  isDemoSite: boolean;
  /** Game brands (provider gp_id) this site has closed: start check 1 rejects them with r88close_msg (spec 4). */
  closedBrands: readonly string[];
  /** The page runs inside the native iOS/Android app: games open in a window (open mode, spec 4). */
  isApp: boolean;
  /** Where the native apps are downloaded (app page and box); a platform without a link is not offered. */
  appLinks: AppLinks;
  /** Hosts (and their subdomains) an external link or banner may lead to (spec 8); empty: no external target is followed. */
  linkHosts: readonly string[];
  configure(site: Partial<Omit<SiteState, 'configure'>>): void;
}

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
