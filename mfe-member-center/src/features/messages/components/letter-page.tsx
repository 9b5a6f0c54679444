import { App, Badge, Button, Collapse, Pagination, Popconfirm, Space, Typography } from 'antd';
import { LETTER_PAGE_SIZE, useDateFormat } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useSite } from '../../../common/use-site';
import { useErrorText } from '../../../common/use-error-text';
import { PageState } from '../../../common/page-state';
import { useSingleFlight } from '../../../common/use-single-flight';
import { SafeHtml } from '../../../common/safe-html';
import { useLetters } from '../hooks/use-letters';
import { badgeText } from '../utils/letter-state';

/** Personal messages: unread badge, read on expand, delete, 50 a page. */
export function LetterPage() {
  const { t } = useT();
  const { formatDateTime } = useDateFormat();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { siteId, language } = useSite();
  const { state, loading, error, load, expand, remove } = useLetters({ active: 1, language, site_id: siteId });

  // One delete request per confirm, however often it is confirmed.
  const onRemove = useSingleFlight(async (id: number) => {
    try {
      await remove([id]);
      message.success(t('letter.deleted'));
    } catch (e) {
      message.error(errorText(e));
    }
  });

  return (
    <div data-testid="page-Letter" style={{ display: 'grid', gap: 12 }}>
      <Space>
        <Typography.Text>{t('letter.unread')}</Typography.Text>
        <Badge count={badgeText(state.unreadCount)} showZero color={state.unreadCount ? '#f5222d' : '#8c8c8c'} data-testid="letter-unread" />
      </Space>
      <PageState loading={loading && state.list.length === 0} error={error} empty={state.list.length === 0} onRetry={() => load(state.page)}>
        <Collapse
          accordion
          activeKey={state.expandedId === null ? [] : [String(state.expandedId)]}
          onChange={(keys) => {
            const key = Array.isArray(keys) ? keys[0] : keys;
            expand(key ? Number(key) : null);
          }}
          items={state.list.map((l) => ({
            key: String(l.id),
            label: (
              <Space data-testid={`letter-${l.id}`} data-read={Number(l.is_read) === 1 ? '1' : '0'}>
                {Number(l.is_read) === 1 ? null : <Badge status="error" aria-label={t('letter.unread_one')} />}
                <Typography.Text strong={Number(l.is_read) !== 1}>{l.title ?? `#${l.id}`}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(l.created_at)}</Typography.Text>
              </Space>
            ),
            extra: (
              <Popconfirm title={t('letter.delete_confirm')} onConfirm={() => void onRemove(l.id)} okText={t('wallet.confirm')} cancelText={t('wallet.cancel')}>
                <Button size="small" danger onClick={(e) => e.stopPropagation()}>
                  {t('letter.delete')}
                </Button>
              </Popconfirm>
            ),
            children: <SafeHtml html={l.content ?? ''} />,
          }))}
        />
        <Pagination
          current={state.page}
          pageSize={LETTER_PAGE_SIZE}
          total={state.totalCount}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(p) => load(p)}
          style={{ marginTop: 12 }}
        />
      </PageState>
    </div>
  );
}
