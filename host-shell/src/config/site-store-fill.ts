import { getSiteCookie, siteStore, startCurrency } from '@mfp/shared';
import type { SiteState } from '@mfp/shared';
import { setSiteCurrencies } from '../session/currency';
import { hasNativeApp } from '../windows/native-bridge';
import type { SiteConfig } from './site-config';

export type SiteFacts = Omit<SiteState, 'configure'>;

/** The site facts remotes read from the shared site store (site_id, templates, currency, demo mode, closed brands), from the loaded config. */
export function siteFacts(config: SiteConfig, cookieCurrency: string | null, locale: string, isApp = false): SiteFacts {
  return {
    siteId: config.siteId,
    desktopTemplate: config.desktopTemplate,
    mobileTemplate: config.mobileTemplate,
    currency: startCurrency(cookieCurrency, locale, config.currencies) ?? '',
    currencyLock: null,
    isDemoSite: config.isDemo === true,
    closedBrands: config.closedBrands ?? [],
    isApp,
    appLinks: config.appLinks ?? {},
    linkHosts: config.linkHosts ?? [],
  };
}

/** Fills the shared site store once the site config is loaded, before any remote renders. */
export function fillSiteStore(config: SiteConfig, locale: string, win: Window = window): SiteFacts {
  setSiteCurrencies(config.currencies);
  const facts = siteFacts(config, getSiteCookie('currency'), locale, hasNativeApp(win));
  siteStore.getState().configure(facts);
  return facts;
}
