import {
  DEFAULT_CURRENCY_BY_LANGUAGE,
  DEFAULT_LOCALE,
  DESKTOP_BREAKPOINT_PX,
  isSupportedLocale,
  languageForCountry,
} from '../constants';
import type { LanguageCode, SupportedLocale } from '../constants';
import { computeIsDesktop } from '../stores/layout-store';
import { parseCookies } from '../storage/cookie';
import { startChoicesOf, type StartChoices } from './start-choices';

/**
 * What a page starts in — language, currency, layout — from what the browser knows (cookies, width) or,
 * on a server, from the request (cookies, client hints, User-Agent). One rule for both, so a
 * server-rendered first view and the client agree unless the real width says otherwise.
 */

/** The start locale: the i18n_redirected cookie (spec 9), else the site's first language, else the default. */
export function startLocale(cookie: string | null, siteLanguages: readonly string[]): SupportedLocale {
  if (isSupportedLocale(cookie)) return cookie;
  return siteLanguages.find(isSupportedLocale) ?? DEFAULT_LOCALE;
}

/** The visitor's country from a browser language tag (bn-BD -> BD). */
export function countryOf(languageTag: string | undefined): string | null {
  const m = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(languageTag ?? '');
  return m ? m[1]!.toUpperCase() : null;
}

/** Spec 4 (logout): the currency by country, else by the current locale, kept within the site's currencies. */
export function currencyByCountry(
  country: string | null,
  locale: string,
  currencies: readonly string[],
): string | null {
  const lang = (country ? languageForCountry(country) : undefined) ?? (locale as LanguageCode);
  const wanted = DEFAULT_CURRENCY_BY_LANGUAGE[lang];
  if (wanted && (currencies.length === 0 || currencies.includes(wanted))) return wanted;
  return currencies[0] ?? wanted ?? null;
}

/** The site currency a visitor browses in: the ccy cookie when the site offers it, else by the locale's default. */
export function startCurrency(
  cookie: string | null,
  locale: string,
  currencies: readonly string[],
): string | null {
  if (cookie && (currencies.length === 0 || currencies.includes(cookie))) return cookie;
  return currencyByCountry(null, locale, currencies);
}

export type StartLayout = 'desktop' | 'mobile';

/** The request headers the layout guess reads (lower-case names, as node gives them). */
export interface LayoutHints {
  /** Client hint Sec-CH-Viewport-Width (sent once the server asked for it with Accept-CH). */
  'sec-ch-viewport-width'?: string;
  /** Client hint Sec-CH-UA-Mobile: "?1" on a phone, "?0" elsewhere. */
  'sec-ch-ua-mobile'?: string;
  'user-agent'?: string;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Opera Mini|IEMobile|BlackBerry/i;

/**
 * The layout a request most likely renders in (spec 2: desktop from 992 px, or the desktop lock unless
 * web_debug): the viewport-width hint when sent, else the mobile hint, else the User-Agent. The client
 * corrects it from the real width after hydration.
 */
export function startLayout(hints: LayoutHints, desktopLock = false, webDebug = false): StartLayout {
  const hinted = Number(hints['sec-ch-viewport-width']);
  const mobileHint = hints['sec-ch-ua-mobile'];
  const width =
    Number.isFinite(hinted) && hinted > 0
      ? hinted
      : mobileHint === '?1' || mobileHint === '?0'
        ? mobileHint === '?1'
          ? 0
          : DESKTOP_BREAKPOINT_PX
        : MOBILE_UA.test(hints['user-agent'] ?? '')
          ? 0
          : DESKTOP_BREAKPOINT_PX;
  return computeIsDesktop(width, desktopLock, webDebug) ? 'desktop' : 'mobile';
}

export interface StartContext {
  locale: SupportedLocale;
  /** Empty when the site offers no currency. */
  currency: string;
  layout: StartLayout;
  /**
   * The request says a member is logged in (the member-present cookie): the account area
   * renders neutral until the browser has restored the session. Present only when true.
   */
  member?: true;
}

/** What the site offers, as its config says. */
export interface StartSite {
  languages: readonly string[];
  currencies: readonly string[];
  desktopLock?: boolean;
}

/** The start context of a request's choices (its cookies, read once) and hints against the site's languages and currencies. */
export function startContextFrom(
  choices: StartChoices,
  hints: LayoutHints,
  site: StartSite,
  webDebug = false,
): StartContext {
  const locale = startLocale(choices.language, site.languages);
  return {
    locale,
    currency: startCurrency(choices.currency, locale, site.currencies) ?? '',
    layout: startLayout(hints, site.desktopLock === true, webDebug),
    ...(choices.member ? { member: true as const } : {}),
  };
}

/** The start context of a request: its Cookie header and hints against the site's languages and currencies. */
export function requestStartContext(
  cookieHeader: string | undefined,
  hints: LayoutHints,
  site: StartSite,
  webDebug = false,
): StartContext {
  return startContextFrom(startChoicesOf(parseCookies(cookieHeader ?? '')), hints, site, webDebug);
}
