import { channels, useChannel, useSessionStore, walletStore } from '@mfp/shared';
import { useEffect } from 'react';
import { refreshCash } from '../play/play-flow';

/** Keeps the wallet store current: my_cash on mount, then member-cash over the private member channel. */
export function useMemberCash(): void {
  const memberId = useSessionStore((s) => (s.phase === 'loggedIn' ? s.memberId : null));
  useEffect(() => {
    if (memberId) void refreshCash();
  }, [memberId]);
  useChannel(memberId ? channels.member(memberId) : null, 'member-cash', (payload) => {
    const wallet = walletStore.getState();
    if (payload.my_cash_list && payload.total !== undefined)
      wallet.setWallet({ my_cash_list: payload.my_cash_list, total: payload.total });
    else if (payload.total !== undefined) wallet.setCash(payload.total);
    else if (payload.member_cash !== undefined) wallet.setCash(payload.member_cash);
  });
}
