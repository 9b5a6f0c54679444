import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { TRANSFER_BACK_COUNTDOWN_S } from '../constants';
import type { Wallet, WalletCashItem } from '../types';

export interface WalletState {
  /** The total over the main wallet and every provider wallet: the one figure every cash display shows (spec 4). */
  cash: number | string | null;
  wallets: WalletCashItem[];
  /** The total of the last my_cash list (`wallets`). */
  total: number | string | null;
  refreshing: boolean;
  /** Seconds left on the transfer-back button (0 = enabled). */
  transferBackCountdown: number;
  /** A one-key transfer back of all balances is in flight. */
  transferBackInProgress: boolean;
  beginRefresh(): void;
  /** Sets the total over all wallets (a real-time snapshot's `total`, never the main wallet alone). */
  setCash(cash: number | string): void;
  setWallet(wallet: Wallet): void;
  refreshFailed(): void;
  setTransferBackInProgress(inProgress: boolean): void;
  /** Starts the 10 s transfer-back button countdown (spec 4). */
  startTransferBackCountdown(): void;
  reset(): void;
}

const initial = {
  cash: null,
  wallets: [] as WalletCashItem[],
  total: null,
  refreshing: false,
  transferBackCountdown: 0,
  transferBackInProgress: false,
};

let countdownTimer: ReturnType<typeof setInterval> | undefined;
const stopCountdown = (): void => {
  if (countdownTimer) clearInterval(countdownTimer);
  countdownTimer = undefined;
};

/** The one wallet store. */
export const walletStore = createStore<WalletState>()((set, get) => ({
  ...initial,
  beginRefresh: () => set({ refreshing: true }),
  setCash: (cash) => set({ cash, refreshing: false }),
  setWallet: (wallet) =>
    set({ wallets: wallet.my_cash_list, total: wallet.total, cash: wallet.total, refreshing: false }),
  refreshFailed: () => set({ refreshing: false }),
  setTransferBackInProgress: (transferBackInProgress) => set({ transferBackInProgress }),
  startTransferBackCountdown: () => {
    stopCountdown();
    set({ transferBackCountdown: TRANSFER_BACK_COUNTDOWN_S });
    countdownTimer = setInterval(() => {
      const left = get().transferBackCountdown - 1;
      set({ transferBackCountdown: Math.max(0, left) });
      if (left <= 0) stopCountdown();
    }, 1000);
  },
  reset: () => {
    stopCountdown();
    set({ ...initial, wallets: [] });
  },
}));

/** Subscribes a component to a slice of the wallet state. */
export function useWalletStore<U>(selector: (s: WalletState) => U): U {
  return useStore(walletStore, selector);
}
