import { Button, Empty, Result, Spin } from 'antd';
import { useT } from '../i18n/use-t';

/** A page's error with its retry (antd, loaded when a page fails). */
export function PageError({ error, onRetry }: { error: string; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <Result
      status="warning"
      title={t('state.error')}
      subTitle={error}
      data-testid="page-error"
      extra={onRetry ? <Button onClick={onRetry}>{t('state.retry')}</Button> : null}
    />
  );
}

/** A page's spinner while it loads without a skeleton of its own. */
export function PageSpin() {
  return <Spin data-testid="page-loading" style={{ display: 'block', margin: '48px auto' }} />;
}

/** A page's empty state. */
export function PageEmpty() {
  const { t } = useT();
  return <Empty data-testid="page-empty" description={t('state.empty')} />;
}
