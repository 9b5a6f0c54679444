import { postMyCash } from '../api/member';
import { selectIsLoggedIn, sessionStore } from '../stores/session-store';
import { walletStore } from '../stores/wallet-store';

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
