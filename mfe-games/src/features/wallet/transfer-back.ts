import { isApiError, postBalanceAllBack, resolveError, walletStore } from '@mfp/shared';
import { refreshCash, type Notice } from '../play/play-flow';

/** One-key transfer back of every provider balance; game starts wait for it (one_key_waiting). Resolves the error to show, or null. */
export async function transferAllBack(): Promise<Notice | null> {
  const wallet = walletStore.getState();
  if (wallet.transferBackInProgress || wallet.transferBackCountdown > 0) return null;
  wallet.setTransferBackInProgress(true);
  wallet.startTransferBackCountdown();
  try {
    await postBalanceAllBack();
    return null;
  } catch (error) {
    const code = isApiError(error) ? error.code : 'networkError';
    const resolved = resolveError('balanceGetBack', code, isApiError(error) ? error.message : '');
    return resolved.kind === 'server' ? { text: resolved.message } : { key: resolved.key };
  } finally {
    walletStore.getState().setTransferBackInProgress(false);
    await refreshCash();
  }
}
