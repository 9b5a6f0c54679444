import { useCallback, useState } from 'react';
import { runTransferBack, useWalletStore } from '@mfp/shared';

export type TransferBackResult = { ok: true } | { ok: false; error: unknown };

/** One-key transfer back (balance_get_back) through the shared flow: the button countdown starts on press, then the balance refreshes. */
export function useTransferBack(onDone: (result: TransferBackResult) => void) {
  const countdown = useWalletStore((s) => s.transferBackCountdown);
  const inProgress = useWalletStore((s) => s.transferBackInProgress);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      const outcome = await runTransferBack();
      if (outcome.kind === 'done') onDone({ ok: true });
      else if (outcome.kind === 'failed') onDone({ ok: false, error: outcome.error });
    } finally {
      setBusy(false);
    }
  }, [onDone]);
  return { run, countdown, busy: busy || inProgress, disabled: countdown > 0 || busy || inProgress };
}
