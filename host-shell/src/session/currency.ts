import { countryOf, currencyByCountry, localeStore, setVisitorCurrency } from '@mfp/shared';

let siteCurrencies: readonly string[] = [];

export function setSiteCurrencies(currencies: readonly string[]): void {
  siteCurrencies = currencies;
}

/** The currencies the site config offers (the header's choice, the language defaults are kept within them). */
export function getSiteCurrencies(): readonly string[] {
  return siteCurrencies;
}

/** Sets the site currency everywhere it is read: the ccy cookie, browser storage and the shared site store. */
export function setSiteCurrency(currency: string): void {
  setVisitorCurrency(currency);
}

/** Restores the visitor currency after logout (cookie, stored currency, site store). */
export function restoreCurrencyByCountry(nav: Navigator = navigator): void {
  const currency = currencyByCountry(countryOf(nav.language), localeStore.getState().locale, siteCurrencies);
  if (currency) setSiteCurrency(currency);
}
