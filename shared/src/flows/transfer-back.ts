import { postBalanceGetBack } from '../api/member';
import { isAbortError } from '../api/api-error';
import { walletStore } from '../stores/wallet-store';
import { refreshWallet } from './refresh-wallet';

/** How a one-key transfer back ended: refused (one runs or the countdown lasts), done, aborted, or failed. */
export type TransferBackOutcome =
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'aborted' }
  | { kind: 'failed'; error: unknown };

/**
 * One-key transfer back (spec 4 and 8): refused while one is in flight (game starts wait on it:
 * one_key_waiting) or the TRANSFER_BACK_COUNTDOWN_S button countdown runs; otherwise starts the
 * countdown, calls the endpoint and, on success, refreshes the wallet (spec 7, balance_get_back).
 */
export async function runTransferBack(
  send: () => Promise<unknown> = postBalanceGetBack,
): Promise<TransferBackOutcome> {
  const wallet = walletStore.getState();
  if (wallet.transferBackInProgress || wallet.transferBackCountdown > 0) return { kind: 'busy' };
  wallet.setTransferBackInProgress(true);
  wallet.startTransferBackCountdown();
  try {
    await send();
  } catch (error) {
    return isAbortError(error) ? { kind: 'aborted' } : { kind: 'failed', error };
  } finally {
    walletStore.getState().setTransferBackInProgress(false);
  }
  await refreshWallet();
  return { kind: 'done' };
}
