import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

interface Props {
  loading: boolean;
  error: string | null;
  empty?: boolean;
  /** Shown while loading instead of the spinner: the page's own cards with blank values (same size, no shift on arrival). */
  skeleton?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error (with retry) and empty states around a page's content. */
export function PageState({ loading, error, empty = false, onRetry, skeleton, children }: Props) {
  const { t } = useT();
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
