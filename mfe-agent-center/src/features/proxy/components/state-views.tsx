import { Button, Empty, Result, Spin } from 'antd';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../hooks/use-error-text';

/** Loading state of a page or a table. */
export function Loading() {
  const { t } = useT();
  return (
    <div className="agent-state" role="status" aria-live="polite">
      <Spin />
      <span>{t('state.loading')}</span>
    </div>
  );
}

/** Error state with the message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT();
  const text = useErrorText();
  return (
    <Result
      status="warning"
      title={t('state.error_title')}
      subTitle={<span data-testid="agent-error">{text(error)}</span>}
      extra={onRetry ? <Button onClick={onRetry}>{t('state.retry')}</Button> : undefined}
    />
  );
}

/** Empty state of a table or list. */
export function EmptyState() {
  const { t } = useT();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('state.empty')} />;
}
