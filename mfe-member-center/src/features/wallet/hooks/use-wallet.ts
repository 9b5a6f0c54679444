import { useCallback, useEffect } from 'react';
import { channels, refreshWallet, useCashDisplay, useChannel, walletStore, useWalletStore } from '@mfp/shared';
import type { WalletCashItem } from '@mfp/shared';

/** A provider wallet as my_cash answers it (the server adds the name and maintenance). */
export type ProviderWallet = WalletCashItem & { gp_name?: string; is_active?: number; maintain?: unknown };

/** The wallet: total (as the header shows it, and as a number), per-provider balances, refresh, and real-time balance updates on the member channel. */
export function useWallet(memberId: number | string | null) {
  const totalText = useCashDisplay();
  const total = useWalletStore((s) => (s.refreshing ? null : s.cash));
  const wallets = useWalletStore((s) => s.wallets) as ProviderWallet[];
  const refreshing = useWalletStore((s) => s.refreshing);
  const refresh = useCallback(() => refreshWallet(), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const channel = memberId === null ? null : channels.member(memberId);
  useChannel(channel, 'member-cash', (p) => {
    if (p.my_cash_list && p.total !== undefined) walletStore.getState().setWallet({ my_cash_list: p.my_cash_list, total: p.total });
    else void refresh();
  });
  useChannel(channel, 'all-transfer-back', () => void refresh());
  return { total, totalText, wallets, refreshing, refresh };
}
