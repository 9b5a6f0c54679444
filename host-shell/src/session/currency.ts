import {
  DEFAULT_CURRENCY_BY_LANGUAGE,
  languageForCountry,
  localeStore,
  setSiteCookie,
  siteStore,
  storage,
} from '@mfp/shared';
import type { LanguageCode } from '@mfp/shared';

let siteCurrencies: readonly string[] = [];

export function setSiteCurrencies(currencies: readonly string[]): void {
  siteCurrencies = currencies;
}

/** The visitor's country from a browser language tag (bn-BD -> BD). */
export function countryOf(languageTag: string | undefined): string | null {
  const m = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(languageTag ?? '');
  return m ? m[1]!.toUpperCase() : null;
}

/** Spec 4 (logout): the currency by country, else by the current locale, kept within the site's currencies. */
export function currencyByCountry(country: string | null, locale: string, currencies: readonly string[]): string | null {
  const lang = (country ? languageForCountry(country) : undefined) ?? (locale as LanguageCode);
  const wanted = DEFAULT_CURRENCY_BY_LANGUAGE[lang];
  if (wanted && (currencies.length === 0 || currencies.includes(wanted))) return wanted;
  return currencies[0] ?? wanted ?? null;
}

/** The site currency a visitor browses in: the ccy cookie when the site offers it, else by the locale's default. */
export function startCurrency(cookie: string | null, locale: string, currencies: readonly string[]): string | null {
  if (cookie && (currencies.length === 0 || currencies.includes(cookie))) return cookie;
  return currencyByCountry(null, locale, currencies);
}

/** Sets the site currency everywhere it is read: the ccy cookie, browser storage and the shared site store. */
export function setSiteCurrency(currency: string): void {
  setSiteCookie('currency', currency);
  storage.set('currency', currency);
  siteStore.getState().configure({ currency });
}

/** Restores the visitor currency after logout (cookie, stored currency, site store). */
export function restoreCurrencyByCountry(nav: Navigator = navigator): void {
  const currency = currencyByCountry(countryOf(nav.language), localeStore.getState().locale, siteCurrencies);
  if (currency) setSiteCurrency(currency);
}
