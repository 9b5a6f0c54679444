import { postMyCash } from '../api/member';
import { selectIsLoggedIn, sessionStore } from '../stores/session-store';
import { walletStore } from '../stores/wallet-store';

/**
 * Fetches my_cash into the wallet store, '-' showing meanwhile (spec 4, cash display). Nothing for a
 * visitor. True when the wallet was updated.
 */
export async function refreshWallet(): Promise<boolean> {
  if (!selectIsLoggedIn(sessionStore.getState())) return false;
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
