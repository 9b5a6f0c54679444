import { myCashQuery } from '../api/member-queries';
import { getQueryClient } from '../query/query-client';
import { invalidateForEvent } from '../realtime/query-invalidation';
import { selectIsLoggedIn, sessionStore } from '../stores/session-store';
import { walletStore } from '../stores/wallet-store';
import type { RealtimeEvents } from '../realtime/events';

export interface RefreshWalletOptions {
  /** Leave a refresh already running alone instead of starting another (the header's button, the native app). */
  skipIfRunning?: boolean;
}

/**
 * Fetches my_cash (through the query cache, so a fetch already running is shared) into the wallet store, '-' showing meanwhile (spec 4, cash display). Nothing for a
 * visitor. Never throws. True when the wallet was updated.
 */
export async function refreshWallet({ skipIfRunning = false }: RefreshWalletOptions = {}): Promise<boolean> {
  if (!selectIsLoggedIn(sessionStore.getState())) return false;
  if (skipIfRunning && walletStore.getState().refreshing) return false;
  walletStore.getState().beginRefresh();
  try {
    const wallet = await getQueryClient().fetchQuery({ ...myCashQuery(), staleTime: 0 });
    if (wallet) {
      walletStore.getState().setWallet(wallet);
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
 * A total without the list leaves the list out of date: its query is invalidated (QUERY_INVALIDATION), so a
 * page showing the provider wallets refetches it.
 */
export function applyCashSnapshot(snapshot: RealtimeEvents['member-cash']): void {
  const wallet = walletStore.getState();
  if (snapshot.my_cash_list && snapshot.total !== undefined) {
    const full = { my_cash_list: snapshot.my_cash_list, total: snapshot.total };
    // The snapshot is the fresh answer of my_cash: the cache takes it instead of asking again.
    getQueryClient().setQueryData(myCashQuery().queryKey, full);
    wallet.setWallet(full);
  } else if (snapshot.total !== undefined) {
    wallet.setCash(snapshot.total);
    void invalidateForEvent(getQueryClient(), 'member-cash');
  } else void refreshWallet();
}
