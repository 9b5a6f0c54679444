import { App, Button, Card, Input, List, QRCode, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { agentPromotionQuery } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { loadedView } from '../utils/loaded-view';
import { copyText } from '../utils/copy-text';
import { ErrorState, Loading } from './state-views';

/** The agent's registration link `/register?id=<agent id>` with its QR code, and the agent domains. */
export function PromotionPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const promo = loadedView(useQuery(agentPromotionQuery()));
  if (promo.error) return <ErrorState error={promo.error} onRetry={promo.reload} />;
  if (promo.loading || !promo.data) return <Loading />;
  const link = `${window.location.origin}${promo.data.register_path}`;
  const copy = async (text: string) => {
    if (await copyText(text)) message.success(t('promotion.copied'));
    else message.error(t('promotion.copy_failed'));
  };
  return (
    <div data-testid="agent-promotion" style={{ display: 'grid', gap: 16 }}>
      <Card title={t('promotion.link_title')}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('promotion.link_text', { id: promo.data.agent_id })}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label={t('promotion.link_title')} data-testid="agent-register-link" />
            <Button type="primary" onClick={() => void copy(link)}>{t('promotion.copy')}</Button>
          </Space.Compact>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
            <QRCode value={link} size={168} color="#0b1f16" bgColor="#ffffff" data-testid="agent-qr" aria-label={t('promotion.qr')} />
            <Typography.Text type="secondary" style={{ maxWidth: 320 }}>{t('promotion.qr_text')}</Typography.Text>
          </div>
        </Space>
      </Card>
      <Card title={t('promotion.domains_title')}>
        <List
          dataSource={promo.data.agent_domains}
          locale={{ emptyText: t('promotion.no_domains') }}
          renderItem={(d) => (
            <List.Item actions={[<Button key="copy" size="small" onClick={() => void copy(d.url)}>{t('promotion.copy')}</Button>]}>
              <Typography.Text>{d.url}</Typography.Text>
            </List.Item>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('promotion.domains_text')}</Typography.Paragraph>
      </Card>
    </div>
  );
}
