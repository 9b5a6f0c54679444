import { Card, Empty, Segmented, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { intlLocale, saferActivityQuery, useDateFormat } from '@mfp/shared';
import { ACTIVITY_GRAINS } from '@mfp/shared/safer-play';
import type { LimitHistoryItem } from '@mfp/shared';
import type { ActivityGrain, ActivityRow } from '@mfp/shared/safer-play';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { PageState } from '../../../common/page-state';

/** My activity: stakes, wins, net position, deposits and withdrawals per day, week or month; the limit changes. */
export function MyActivityPage() {
  const { t } = useT();
  const money = useMoney();
  const { formatDate, formatDateTime, language } = useDateFormat();
  const [grain, setGrain] = useState<ActivityGrain>('day');
  const activity = useQuery({ ...saferActivityQuery(grain), placeholderData: keepPreviousData });
  const month = (p: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(`${p}-01T00:00:00Z`));
  const period = (p: string) => (grain === 'month' ? month(p) : formatDate(p));
  const columns: TableColumnsType<ActivityRow> = [
    { title: t(`safer.grain.${grain}`), dataIndex: 'period', render: (p: string) => (grain === 'week' ? t('safer.week_of', { day: period(p) }) : period(p)) },
    { title: t('safer.stakes'), dataIndex: 'stakes', align: 'right', render: (v: number) => money(v) },
    { title: t('safer.wins'), dataIndex: 'wins', align: 'right', render: (v: number) => money(v) },
    { title: t('safer.net'), dataIndex: 'net', align: 'right', render: (v: number) => <Typography.Text type={v < 0 ? 'danger' : undefined}>{money(v)}</Typography.Text> },
    { title: t('menu.deposit'), dataIndex: 'deposits', align: 'right', render: (v: number) => money(v) },
    { title: t('menu.withdrawal'), dataIndex: 'withdrawals', align: 'right', render: (v: number) => money(v) },
  ];
  const amount = (v: number | null) => (v === null ? t('safer.no_limit') : money(v));
  const historyColumns: TableColumnsType<LimitHistoryItem> = [
    { title: t('records.time'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: t('safer.limit'), dataIndex: 'kind', render: (k: string, r) => `${t(`safer.${k}_limits`)} · ${t(`safer.period.${r.period}`)}` },
    { title: t('safer.action'), dataIndex: 'action', render: (a: string) => t(`safer.history.${a}`) },
    { title: t('safer.from_to'), key: 'amounts', render: (_v, r) => `${amount(r.old_amount)} → ${amount(r.new_amount)}` },
  ];
  return (
    <div data-testid="page-MyActivity" style={{ display: 'grid', gap: 16 }}>
      <Segmented<ActivityGrain>
        value={grain}
        onChange={setGrain}
        options={ACTIVITY_GRAINS.map((g) => ({ value: g, label: t(`safer.grain.${g}`) }))}
        data-testid="activity-grain"
      />
      <PageState query={activity}>
        <Card size="small" title={t('safer.activity_title')}>
          {/* The page's own empty state (the table's placeholder text is too faint on the dark theme). */}
          {(activity.data?.list ?? []).length === 0 ? (
            <Empty description={t('state.empty')} data-testid="activity-empty" />
          ) : (
            <Table<ActivityRow>
              size="small"
              rowKey="period"
              columns={columns}
              dataSource={activity.data?.list ?? []}
              pagination={{ pageSize: 12, hideOnSinglePage: true }}
              scroll={{ x: true }}
              data-testid="activity-table"
            />
          )}
        </Card>
        <Card size="small" title={t('safer.history_title')}>
          {(activity.data?.limit_history ?? []).length === 0 ? (
            <Empty description={t('safer.no_history')} data-testid="limit-history-empty" />
          ) : (
            <Table<LimitHistoryItem>
              size="small"
              rowKey="id"
              columns={historyColumns}
              dataSource={activity.data?.limit_history ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: true }}
              data-testid="limit-history"
            />
          )}
        </Card>
      </PageState>
    </div>
  );
}
