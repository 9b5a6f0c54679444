import { useTranslation } from 'react-i18next';
import { currencySymbol, useSessionStore, useSiteStore, selectSiteCurrency } from '@mfp/shared';
import { setSiteCurrency } from '../../session/currency';
import { useSiteConfig } from '../site-context';

/**
 * The header currency: a visitor switches the site currency (ccy cookie and site store, so the game
 * lists reload in it); a member plays in the account currency, and a link that locks registration's
 * currency (spec 4) shows that one: both as text, with no other to choose.
 */
export function CurrencySwitch() {
  const { t } = useTranslation('host');
  const { currencies } = useSiteConfig();
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const memberCurrency = useSessionStore((s) => s.currency);
  const siteCurrency = useSiteStore(selectSiteCurrency);
  const locked = useSiteStore((s) => s.currencyLock);
  const current = (loggedIn && memberCurrency) || locked || siteCurrency;
  if (!current) return null;
  if (loggedIn || locked || currencies.length < 2) {
    return (
      <span className="mfp-currency" data-testid="currency-display">
        {currencySymbol(current)} {current}
      </span>
    );
  }
  return (
    <label className="mfp-lang">
      <span className="mfp-visually-hidden">{t('header.currency')}</span>
      <select value={current} onChange={(e) => setSiteCurrency(e.target.value)} data-testid="currency-switch">
        {currencies.map((c) => (
          <option key={c} value={c}>
            {currencySymbol(c)} {c}
          </option>
        ))}
      </select>
    </label>
  );
}
