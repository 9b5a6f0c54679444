/** What a change of the member's currency after login does (spec 4). */
export type CurrencyChangeAction = 'none' | 'reloadGameList' | 'reloadPage';

/** Spec 4: reload the game list on desktop, reload the page on mobile. */
const AFTER_LOGIN: Record<'desktop' | 'mobile', CurrencyChangeAction> = {
  desktop: 'reloadGameList',
  mobile: 'reloadPage',
};

export interface CurrencyChange {
  /** The member was already logged in before the change (the login itself is not a change). */
  wasLoggedIn: boolean;
  isDesktop: boolean;
  from: string | null;
  to: string | null;
}

/** The action for a currency change; none at login, without a previous currency or without a change. */
export function currencyChangeAction(c: CurrencyChange): CurrencyChangeAction {
  if (!c.wasLoggedIn || !c.from || !c.to || c.from === c.to) return 'none';
  return AFTER_LOGIN[c.isDesktop ? 'desktop' : 'mobile'];
}
