import { App, Button, Card, Descriptions, Input, List, Result, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { bonusSettingCheckQuery, recommendProjectQuery } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMember } from '../../../common/use-member';
import { useSite } from '../../../common/use-site';
import { PageState } from '../../../common/page-state';
import { SafeHtml } from '../../../common/safe-html';
import { useMoney } from '../../../common/money';

/** The recommend project: available when bonus_setting/check answers is_friend=1 (spec 6). */
export function RecommendProjectPage() {
  const { t } = useT();
  const money = useMoney();
  const { message } = App.useApp();
  const member = useMember();
  const { siteId } = useSite();
  const currency = member?.member_currency ?? null;
  const check = useQuery({ ...bonusSettingCheckQuery({ member_currency: currency ?? '', site_id: siteId }), enabled: currency !== null });
  const isFriend = check.data ? Number(check.data.is_friend) === 1 : null;
  const project = useQuery({ ...recommendProjectQuery(), enabled: isFriend === true });
  const data =
    isFriend === false
      ? { isFriend: false as const }
      : isFriend && project.data
        ? { isFriend: true as const, project: project.data }
        : undefined;
  const page = { data, error: check.error ?? project.error, refetch: () => (check.error ? check.refetch() : project.refetch()) };
  const link = data?.isFriend && data.project.register_path ? `${window.location.origin}${data.project.register_path}` : '';
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => message.success(t('recommend.copied')),
      () => undefined,
    );

  return (
    <div data-testid="page-RecommendProject">
      <PageState query={page}>
        {data && !data.isFriend ? (
          <Result status="info" title={t('recommend.unavailable')} data-testid="recommend-unavailable" />
        ) : data?.isFriend ? (
          <Space direction="vertical" style={{ width: '100%' }} size={16}>
            <Card size="small" title={t('recommend.my_code')}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('recommend.code')}>
                  <span data-testid="recommend-code">{data.project.recommend_code ?? '-'}</span>
                </Descriptions.Item>
              </Descriptions>
              {link ? (
                <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
                  <Input readOnly value={link} aria-label={t('recommend.link')} />
                  <Button onClick={() => void copy(link)}>{t('recommend.copy')}</Button>
                </Space.Compact>
              ) : null}
            </Card>
            <List
              header={t('recommend.rules')}
              bordered
              dataSource={data.project.list}
              locale={{ emptyText: t('state.empty') }}
              renderItem={(p) => (
                <List.Item key={p.id}>
                  <List.Item.Meta
                    title={p.title}
                    description={
                      <>
                        <SafeHtml html={p.content} />
                        <span>
                          {t('recommend.reward', { amount: money(p.reward_amount), min: money(p.min_deposit) })}
                        </span>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </Space>
        ) : null}
      </PageState>
    </div>
  );
}
