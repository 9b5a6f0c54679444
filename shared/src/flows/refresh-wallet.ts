import { postMyCash } from '../api/member';
import { selectIsLoggedIn, sessionStore } from '../stores/session-store';
import { walletStore } from '../stores/wallet-store';
import type { RealtimeEvents } from '../realtime/events';

export interface RefreshWalletOptions {
  /** Leave a refresh already running alone instead of starting another (the header's button, the native app). */
  skipIfRunning?: boolean;
}

/**
 * Fetches my_cash into the wallet store, '-' showing meanwhile (spec 4, cash display). Nothing for a
 * visitor. Never throws. True when the wallet was updated.
 */
export async function refreshWallet({ skipIfRunning = false }: RefreshWalletOptions = {}): Promise<boolean> {
  if (!selectIsLoggedIn(sessionStore.getState())) return false;
  if (skipIfRunning && walletStore.getState().refreshing) return false;
  walletStore.getState().beginRefresh();
  try {
    const reply = await postMyCash();
    if (reply.data) {
      walletStore.getState().setWallet(reply.data);
      return true;
    }
  } catch {
    // Falls through: the store leaves the refreshing state either way.
  }
  walletStore.getState().refreshFailed();
  return false;
}

/**
 * Applies a member-cash or all-transfer-back snapshot (spec 4): its list and total, or its total. A snapshot
 * with only member_cash (the main wallet, not the total every display shows) fetches the wallet instead.
 */
export function applyCashSnapshot(snapshot: RealtimeEvents['member-cash']): void {
  const wallet = walletStore.getState();
  if (snapshot.my_cash_list && snapshot.total !== undefined) wallet.setWallet({ my_cash_list: snapshot.my_cash_list, total: snapshot.total });
  else if (snapshot.total !== undefined) wallet.setCash(snapshot.total);
  else void refreshWallet();
}
