import { isApiError, postBalanceAllBack, resolveError, runTransferBack } from '@mfp/shared';
import type { Notice } from '../play-flow/play-flow';

/** What the wallet bar shows after a transfer back: success, an error notice, or nothing (refused or aborted). */
export type TransferBackNotice = { ok: true } | { ok: false; notice: Notice } | null;

/** The wallet bar's one-key transfer back of every provider balance (balance/all/back) through the shared flow. */
export async function transferAllBack(): Promise<TransferBackNotice> {
  const outcome = await runTransferBack(postBalanceAllBack);
  if (outcome.kind === 'done') return { ok: true };
  if (outcome.kind !== 'failed') return null;
  const { error } = outcome;
  const resolved = resolveError('balanceGetBack', isApiError(error) ? error.code : 'networkError', isApiError(error) ? error.message : '');
  return { ok: false, notice: resolved.kind === 'server' ? { text: resolved.message } : { key: resolved.key } };
}
