import { useWalletStore, type WalletCashItem } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

/** my_cash items carry the provider's name and light icon too (server reply beyond the spec's fields). */
type ProviderCash = WalletCashItem & { gp_name?: string; icon_light?: string };

const amount = (v: number | string | undefined): number => Number(v ?? 0) || 0;

/** Providers holding money first, then by name: what a member looks for before a transfer back. */
export function orderProviderWallets(items: readonly ProviderCash[]): ProviderCash[] {
  return [...items].sort((a, b) => amount(b.cash) - amount(a.cash) || (a.gp_name ?? a.gp_id).localeCompare(b.gp_name ?? b.gp_id));
}

/** The per-provider wallet (spec 1): each provider's balance, in a disclosure under the total. */
export function ProviderWallets() {
  const { t } = useT();
  const wallets = useWalletStore((s) => s.wallets) as ProviderCash[];
  if (wallets.length === 0) return null;
  const ordered = orderProviderWallets(wallets);
  const holding = ordered.filter((w) => amount(w.cash) > 0).length;
  return (
    <details className="mfg-wallets" data-testid="provider-wallets">
      <summary>{t('wallet.providers', { count: holding })}</summary>
      <ul>
        {ordered.map((w) => (
          <li key={w.gp_id} data-testid="provider-wallet" data-gp-id={w.gp_id} data-holding={amount(w.cash) > 0}>
            <span>{w.gp_name ?? w.gp_id}</span>
            <b>{amount(w.cash).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</b>
          </li>
        ))}
      </ul>
    </details>
  );
}
