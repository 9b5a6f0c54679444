import { useState } from 'react';
import dayjs from 'dayjs';
import { DatePicker, Tag, Typography } from 'antd';
import { agentSettlementQuery, type SettlementRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { useReport } from '../hooks/use-report';
import { formatRate } from '../utils/money';
import { columnTotals, compareBy } from '../utils/table';
import { Money } from './money';
import { ReportTable } from './report-table';

/** Commission by month: one chosen period, or the last six months. */
export function SettlementPage() {
  const { t } = useT();
  const { currency, levelNames } = useAgentContext();
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const { table } = useReport(agentSettlementQuery(period), (rows) => rows);
  const totals = columnTotals(table.rows, ['bet_amount', 'win_loss', 'commission'] as const);
  const money = (v: number) => <Money value={v} currency={currency} signed />;
  return (
    <ReportTable<SettlementRow>
      {...table}
      testId="agent-settlement"
      rowKey="period"
      filters={
        <>
          <DatePicker
            picker="month"
            aria-label={t('settlement.period')}
            placeholder={t('settlement.period')}
            format="YYYY-MM"
            value={period ? dayjs(`${period}-01`) : null}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(d) => setPeriod(d ? d.format('YYYY-MM') : undefined)}
          />
          <Typography.Text type="secondary">{period ? '' : t('settlement.recent')}</Typography.Text>
        </>
      }
      columns={[
        { title: t('settlement.period'), dataIndex: 'period', sorter: compareBy('period'), defaultSortOrder: 'descend' },
        { title: t('report.active_members'), dataIndex: 'active_members', align: 'right', sorter: compareBy('active_members') },
        { title: t('report.bet_amount'), dataIndex: 'bet_amount', align: 'right', sorter: compareBy('bet_amount'), render: money },
        { title: t('report.win_loss'), dataIndex: 'win_loss', align: 'right', sorter: compareBy('win_loss'), render: money },
        {
          title: t('settlement.plan_level'),
          dataIndex: 'plan_level',
          render: (n: number) => (n === 0 ? '-' : (levelNames.get(n) ?? t('plan.level_n', { n }))),
        },
        { title: t('settlement.rate'), dataIndex: 'commission_rate', align: 'right', render: (v: number) => formatRate(v) },
        { title: t('settlement.commission'), dataIndex: 'commission', align: 'right', sorter: compareBy('commission'), render: money },
        {
          title: t('settlement.status'),
          dataIndex: 'status',
          render: (s: 0 | 1) => (s === 1 ? <Tag color="green">{t('settlement.settled')}</Tag> : <Tag color="gold">{t('settlement.open')}</Tag>),
        },
      ]}
      totals={[
        { content: t('table.total'), span: 2 },
        { content: money(totals.bet_amount) },
        { content: money(totals.win_loss) },
        { span: 2 },
        { content: money(totals.commission) },
        {},
      ]}
    />
  );
}
