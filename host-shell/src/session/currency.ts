import { DEFAULT_CURRENCY_BY_LANGUAGE, languageForCountry, localeStore, setSiteCookie, storage } from '@mfp/shared';
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

/** Restores the visitor currency after logout (cookie and stored currency). */
export function restoreCurrencyByCountry(nav: Navigator = navigator): void {
  const currency = currencyByCountry(countryOf(nav.language), localeStore.getState().locale, siteCurrencies);
  if (!currency) return;
  setSiteCookie('currency', currency);
  storage.set('currency', currency);
}
