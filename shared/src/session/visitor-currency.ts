import { startCurrency } from '../flows/start-context';
import { storage } from '../storage/browser-storage';
import { getSiteCookie, setSiteCookie } from '../storage/site-cookies';
import { siteStore } from '../stores/site-store';

/**
 * The visitor's currency has one source of truth, the site store, which the header, the game lists and
 * registration all read; the ccy cookie and browser storage keep the visitor's choice across pages.
 */

/** Sets the visitor's currency everywhere it is read: the ccy cookie, browser storage and the site store. */
export function setVisitorCurrency(currency: string): void {
  setSiteCookie('currency', currency);
  storage.set('currency', currency);
  siteStore.getState().configure({ currency });
}

/**
 * Locks the visitor's currency to what an agent link, recommend link or agent domain gives (spec 4: it
 * locks the currency), so the header shows that one and offers no other; null lifts the lock.
 */
export function lockVisitorCurrency(currency: string | null): void {
  if (currency) setVisitorCurrency(currency);
  siteStore.getState().configure({ currencyLock: currency || null });
}

/**
 * A language switch gives the visitor the language's default currency (spec 9) when no currency was chosen
 * (no ccy cookie), as the next page load would: the same currency before and after a reload. A chosen or
 * locked currency stays.
 */
export function followLanguageCurrency(locale: string, currencies: readonly string[]): void {
  const site = siteStore.getState();
  if (site.currencyLock) return;
  const currency = startCurrency(getSiteCookie('currency'), locale, currencies);
  if (currency && currency !== site.currency) site.configure({ currency });
}
