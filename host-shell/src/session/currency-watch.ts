import { currencyChangeAction, sessionStore, siteStore } from '@mfp/shared';
import { setSiteCurrency } from './currency';

export interface CurrencyWatchDeps {
  isDesktop: () => boolean;
  reloadPage: () => void;
}

/**
 * Follows the member's currency: at login it becomes the site currency; a change after login
 * (spec 4) reloads the game list on desktop (the lists are keyed on the site and member currency,
 * so setting it refetches them) and reloads the page on mobile.
 */
export function watchMemberCurrency(deps: CurrencyWatchDeps): () => void {
  return sessionStore.subscribe((s, prev) => {
    if (s.phase !== 'loggedIn' || !s.currency) return;
    const wasLoggedIn = prev.phase === 'loggedIn';
    if (wasLoggedIn && s.currency === prev.currency) return;
    const action = currencyChangeAction({ wasLoggedIn, isDesktop: deps.isDesktop(), from: prev.currency, to: s.currency });
    if (siteStore.getState().currency !== s.currency) setSiteCurrency(s.currency);
    if (action === 'reloadPage') deps.reloadPage();
  });
}
