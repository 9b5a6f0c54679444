import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { myCashQuery, refreshWallet, useCashDisplay, useWalletStore, walletStore } from '@mfp/shared';
import type { WalletCashItem } from '@mfp/shared';

/** A provider wallet as my_cash answers it (the server adds the name and maintenance). */
export type ProviderWallet = WalletCashItem & { gp_name?: string; is_active?: number; maintain?: unknown };

/**
 * The wallet: total (as the header shows it, and as a number), per-provider balances and refresh. Real-time
 * balance updates reach the wallet store through the host (member-cash, all-transfer-back: QUERY_INVALIDATION).
 */
export function useWallet(_memberId: number | string | null) {
  const totalText = useCashDisplay();
  const total = useWalletStore((s) => (s.refreshing ? null : s.cash));
  const wallets = useWalletStore((s) => s.wallets) as ProviderWallet[];
  const refreshing = useWalletStore((s) => s.refreshing);
  const refresh = useCallback(() => refreshWallet(), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  // The provider list is shown here: this page observes its query, so a member-cash event without the
  // list (the host invalidates it) refetches it into the wallet store.
  const cash = useQuery(myCashQuery());
  useEffect(() => {
    if (cash.data) walletStore.getState().setWallet(cash.data);
  }, [cash.data]);
  return { total, totalText, wallets, refreshing, refresh };
}
