import { useCallback, useState } from 'react';
import { isAbortError, postBalanceGetBack, refreshWallet, walletStore, useWalletStore } from '@mfp/shared';

export type TransferBackResult = { ok: true } | { ok: false; error: unknown };

/** One-key transfer back (balance_get_back): the 10 s button countdown starts on press, then the balance refreshes. */
export function useTransferBack(onDone: (result: TransferBackResult) => void) {
  const countdown = useWalletStore((s) => s.transferBackCountdown);
  const inProgress = useWalletStore((s) => s.transferBackInProgress);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    const store = walletStore.getState();
    if (store.transferBackCountdown > 0 || store.transferBackInProgress) return;
    store.setTransferBackInProgress(true);
    store.startTransferBackCountdown();
    setBusy(true);
    try {
      await postBalanceGetBack();
      await refreshWallet();
      onDone({ ok: true });
    } catch (error) {
      if (!isAbortError(error)) onDone({ ok: false, error });
    } finally {
      walletStore.getState().setTransferBackInProgress(false);
      setBusy(false);
    }
  }, [onDone]);
  return { run, countdown, busy: busy || inProgress, disabled: countdown > 0 || busy || inProgress };
}
