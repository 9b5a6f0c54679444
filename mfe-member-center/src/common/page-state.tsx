import type { ReactNode } from 'react';
import { shownError } from '@mfp/shared';
import { useErrorText } from './use-error-text';
import { themed } from './themed';

// antd's states come with their first showing: a page drawn without antd (Info) does not load them to paint.
const busy = <div data-testid="page-loading" aria-busy="true" style={{ minHeight: 120 }} />;
const PageError = themed(() => import('./page-state-views').then((m) => m.PageError));
const PageSpin = themed(() => import('./page-state-views').then((m) => m.PageSpin), busy);
const PageEmpty = themed(() => import('./page-state-views').then((m) => m.PageEmpty));

/** What the page reads of a query result (useQuery's data, error and refetch). */
export interface PageQuery {
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

interface Props {
  /** The page's query: loading until it has data, its error as text, retry refetches. */
  query?: PageQuery;
  loading?: boolean;
  error?: string | null;
  empty?: boolean;
  /** Shown while loading instead of the spinner: the page's own cards with blank values (same size, no shift on arrival). */
  skeleton?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error (with retry) and empty states around a page's content. */
export function PageState({ query, empty = false, skeleton, children, ...rest }: Props) {
  const text = useErrorText();
  const failed = query ? shownError(query) : null;
  const error = query ? (failed && query.data === undefined ? text(failed) : null) : (rest.error ?? null);
  const loading = query ? query.data === undefined && !failed : (rest.loading ?? false);
  const onRetry = query ? () => void query.refetch() : rest.onRetry;
  if (error) return <PageError error={error} onRetry={onRetry} />;
  if (loading && skeleton)
    return (
      <div data-testid="page-loading" aria-busy="true" style={{ display: 'grid', gap: 16 }}>
        {skeleton}
      </div>
    );
  if (loading) return <PageSpin />;
  if (empty) return <PageEmpty />;
  return <>{children}</>;
}
