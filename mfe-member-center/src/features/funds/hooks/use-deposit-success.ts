import { channels, refreshWallet, useChannel } from '@mfp/shared';

/** The deposit-success event refreshes the balance; the page-wide toast is the host's, shown in every window. */
export function useDepositSuccess(memberId: number | string | null) {
  useChannel(memberId === null ? null : channels.member(memberId), 'deposit-success', () => {
    void refreshWallet();
  });
}
