import { countryOf, currencyByCountry, localeStore, setSiteCookie, siteStore, storage } from '@mfp/shared';

let siteCurrencies: readonly string[] = [];

export function setSiteCurrencies(currencies: readonly string[]): void {
  siteCurrencies = currencies;
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
