import type { UseQueryResult } from '@tanstack/react-query';
import { shownError } from '@mfp/shared';

/** What a page or report table shows of its query: the data, a spinner, the error with a retry. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** The view of a query result (an aborted call is not an error to show; retry refetches). */
export function loadedView<T>(q: UseQueryResult<T>): Loaded<T> {
  return { data: q.data, loading: q.isFetching, error: shownError(q), reload: () => void q.refetch() };
}
