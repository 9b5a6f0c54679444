import {
  CLIENT_PLATFORM,
  DEFAULT_CURRENCY_BY_LANGUAGE,
  getSiteCookie,
  layoutStore,
  localeStore,
  sessionStore,
  siteStore,
  useLayoutStore,
  useLocaleStore,
  useSessionStore,
  useSiteStore,
  type DeviceCode,
} from '@mfp/shared';

/** What every game call carries: site, currency, template and device (spec 7). */
export interface SiteContext {
  siteId: string;
  currency: string;
  template: string;
  device: DeviceCode;
  supportDevice: number;
  isDesktop: boolean;
  /** Brands (gp_id) the site closed (start check 1). */
  closedBrands: readonly string[];
  /** Inside the native app (open mode: window). */
  isApp: boolean;
}

interface Inputs {
  siteId: string;
  siteCurrency: string;
  memberCurrency: string | null;
  desktopTemplate: string;
  mobileTemplate: string;
  isDesktop: boolean;
  locale: string;
  closedBrands: readonly string[];
  isApp: boolean;
}

/** Members play in their own currency; visitors in the site currency, the currency cookie, or the language's default. */
function build(i: Inputs): SiteContext {
  const currency =
    i.memberCurrency ||
    i.siteCurrency ||
    getSiteCookie('currency') ||
    DEFAULT_CURRENCY_BY_LANGUAGE[i.locale as keyof typeof DEFAULT_CURRENCY_BY_LANGUAGE] ||
    'BDT';
  return {
    siteId: i.siteId,
    currency,
    template: i.isDesktop ? i.desktopTemplate : i.mobileTemplate,
    device: i.isDesktop ? 'pc' : 'mobile',
    supportDevice: i.isDesktop ? CLIENT_PLATFORM.desktop : CLIENT_PLATFORM.mobile,
    isDesktop: i.isDesktop,
    closedBrands: i.closedBrands,
    isApp: i.isApp,
  };
}

/** The context now, for code outside React (the play flow). */
export function readSiteContext(): SiteContext {
  const site = siteStore.getState();
  return build({
    siteId: site.siteId,
    siteCurrency: site.currency,
    memberCurrency: sessionStore.getState().currency,
    desktopTemplate: site.desktopTemplate,
    mobileTemplate: site.mobileTemplate,
    isDesktop: layoutStore.getState().isDesktop,
    locale: localeStore.getState().locale,
    closedBrands: site.closedBrands,
    isApp: site.isApp,
  });
}

/** The context, re-rendering when the layout, the session currency or the site changes. */
export function useSiteContext(): SiteContext {
  const siteId = useSiteStore((s) => s.siteId);
  const siteCurrency = useSiteStore((s) => s.currency);
  const desktopTemplate = useSiteStore((s) => s.desktopTemplate);
  const mobileTemplate = useSiteStore((s) => s.mobileTemplate);
  const memberCurrency = useSessionStore((s) => s.currency);
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const locale = useLocaleStore((s) => s.locale);
  const closedBrands = useSiteStore((s) => s.closedBrands);
  const isApp = useSiteStore((s) => s.isApp);
  return build({ siteId, siteCurrency, memberCurrency, desktopTemplate, mobileTemplate, isDesktop, locale, closedBrands, isApp });
}
