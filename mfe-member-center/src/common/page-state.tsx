import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { shownError } from '@mfp/shared';
import { useT } from '../i18n/use-t';
import { useErrorText } from './use-error-text';

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
  const { t } = useT();
  const text = useErrorText();
  const failed = query ? shownError(query) : null;
  const error = query ? (failed && query.data === undefined ? text(failed) : null) : (rest.error ?? null);
  const loading = query ? query.data === undefined && !failed : (rest.loading ?? false);
  const onRetry = query ? () => void query.refetch() : rest.onRetry;
  if (error)
    return (
      <Result
        status="warning"
        title={t('state.error')}
        subTitle={error}
        data-testid="page-error"
        extra={onRetry ? <Button onClick={onRetry}>{t('state.retry')}</Button> : null}
      />
    );
  if (loading && skeleton)
    return (
      <div data-testid="page-loading" aria-busy="true" style={{ display: 'grid', gap: 16 }}>
        {skeleton}
      </div>
    );
  if (loading) return <Spin data-testid="page-loading" style={{ display: 'block', margin: '48px auto' }} />;
  if (empty) return <Empty data-testid="page-empty" description={t('state.empty')} />;
  return <>{children}</>;
}
