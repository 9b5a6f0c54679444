import { shownError } from '@mfp/shared';

/** What a list shows (spec 4 data states): nothing asked yet, loading, loaded, failed. */
export type ListStatus = 'idle' | 'pending' | 'success' | 'error';

/** The shown state of a query result (an aborted call is not a failure to show). */
export function listStatus(q: { data: unknown; error: unknown; fetchStatus: string; isPending: boolean }): ListStatus {
  if (shownError(q)) return 'error';
  if (q.data !== undefined) return 'success';
  return q.isPending && q.fetchStatus === 'idle' ? 'idle' : 'pending';
}
