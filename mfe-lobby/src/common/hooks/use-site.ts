import {
  DEFAULT_CURRENCY_BY_LANGUAGE,
  selectIsLoggedIn,
  useLayoutStore,
  useSessionStore,
  useSiteStore,
  type DeviceCode,
  type DisplayDevice,
} from '@mfp/shared';
import { useTranslation } from 'react-i18next';

/** Until the host configures the site store, the default templates of the issue. */
export const DEFAULT_DESKTOP_TEMPLATE = 'site02';
export const DEFAULT_MOBILE_TEMPLATE = 'bob';

export interface SiteContext {
  siteId: string;
  isDesktop: boolean;
  isLoggedIn: boolean;
  memberId: string | null;
  /** Member currency, else the site currency, else the language's default. */
  currency: string;
  locale: string;
  /** The template name of the current layout. */
  template: string;
  device: DeviceCode;
  /** support_device / display_device number: 1 desktop, 2 mobile. */
  deviceNumber: Exclude<DisplayDevice, 0>;
  isDemoSite: boolean;
}

/** Everything the lobby's calls and layouts read from the shared stores, in one place. */
export function useSite(): SiteContext {
  const { i18n } = useTranslation();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const memberId = useSessionStore((s) => s.memberId);
  const memberCurrency = useSessionStore((s) => s.currency);
  const site = useSiteStore((s) => s);
  const locale = i18n.language || 'en_US';
  const byLanguage = (DEFAULT_CURRENCY_BY_LANGUAGE as Record<string, string | undefined>)[locale] ?? 'USD';
  const template = isDesktop
    ? site.desktopTemplate || DEFAULT_DESKTOP_TEMPLATE
    : site.mobileTemplate || DEFAULT_MOBILE_TEMPLATE;
  return {
    siteId: site.siteId,
    isDesktop,
    isLoggedIn,
    memberId: isLoggedIn ? memberId : null,
    currency: (isLoggedIn && memberCurrency) || site.currency || byLanguage,
    locale,
    template,
    device: isDesktop ? 'pc' : 'mobile',
    deviceNumber: isDesktop ? 1 : 2,
    isDemoSite: site.isDemoSite,
  };
}
