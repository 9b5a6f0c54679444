import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { agentOperationQuery, useDateFormat, type AgentDateRange, type OperationRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { loadedView } from '../utils/loaded-view';
import { lastDays } from '../utils/date-range';
import { compareBy } from '../utils/table';
import { DateRangeFilter } from './date-range-filter';
import { Money } from './money';
import { ReportTable } from './report-table';

const MONEY_COLUMNS = ['deposit_amount', 'withdrawal_amount', 'bet_amount', 'win_loss'] as const;

/** Per-day operation of the direct downline in a date range, with the range totals. */
export function OperationPage() {
  const { t } = useT();
  const { formatDate } = useDateFormat();
  const { currency } = useAgentContext();
  const [range, setRange] = useState<AgentDateRange>(() => lastDays(30));
  const table = loadedView(useQuery(agentOperationQuery(range)));
  const rows = table.data?.list ?? [];
  const total = table.data?.total;
  const money = (v: number, key: (typeof MONEY_COLUMNS)[number]) => <Money value={v} currency={currency} signed={key === 'win_loss'} />;
  return (
    <ReportTable<OperationRow>
      testId="agent-operation"
      load={table}
      rows={rows}
      rowKey="date"
      filters={<DateRangeFilter value={range} onChange={(r) => setRange(r.start_date ? r : lastDays(30))} />}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => t('table.total_rows', { n }) }}
      columns={[
        { title: t('report.date'), dataIndex: 'date', sorter: compareBy('date'), defaultSortOrder: 'descend', render: (v: string) => formatDate(v) },
        { title: t('report.new_members'), dataIndex: 'new_members', align: 'right', sorter: compareBy('new_members') },
        ...MONEY_COLUMNS.map((key) => ({
          title: t(`report.${key}`),
          dataIndex: key,
          align: 'right' as const,
          sorter: compareBy<OperationRow>(key),
          render: (v: number) => money(v, key),
        })),
      ]}
      totals={
        total
          ? [
              { content: t('table.total') },
              { content: total.new_members },
              ...MONEY_COLUMNS.map((key) => ({ content: money(total[key], key) })),
            ]
          : undefined
      }
    />
  );
}
