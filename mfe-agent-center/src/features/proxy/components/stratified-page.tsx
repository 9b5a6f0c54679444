import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { agentStratifiedQuery, type AgentDateRange, type StratifiedRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { loadedView } from '../utils/loaded-view';
import { lastDays } from '../utils/date-range';
import { columnTotals, compareBy } from '../utils/table';
import { DateRangeFilter } from './date-range-filter';
import { Money } from './money';
import { ReportTable } from './report-table';

const MONEY_COLUMNS = ['bet_amount', 'payout', 'win_loss'] as const;

/** Performance per downline level (1 = direct members) in a date range, with totals. */
export function StratifiedPage() {
  const { t } = useT();
  const { currency } = useAgentContext();
  const [range, setRange] = useState<AgentDateRange>(() => lastDays(30));
  const table = loadedView(useQuery(agentStratifiedQuery(range)));
  const rows = table.data ?? [];
  const totals = columnTotals(rows, ['members', 'active_members', ...MONEY_COLUMNS] as const);
  const money = (v: number, key: (typeof MONEY_COLUMNS)[number]) => <Money value={v} currency={currency} signed={key === 'win_loss'} />;
  return (
    <ReportTable<StratifiedRow>
      testId="agent-stratified"
      load={table}
      rows={rows}
      rowKey="level"
      filters={<DateRangeFilter value={range} onChange={(r) => setRange(r.start_date ? r : lastDays(30))} />}
      columns={[
        { title: t('report.level'), dataIndex: 'level', sorter: compareBy('level'), render: (n: number) => t('report.level_n', { n }) },
        { title: t('report.members'), dataIndex: 'members', align: 'right', sorter: compareBy('members') },
        { title: t('report.active_members'), dataIndex: 'active_members', align: 'right', sorter: compareBy('active_members') },
        ...MONEY_COLUMNS.map((key) => ({
          title: t(`report.${key}`),
          dataIndex: key,
          align: 'right' as const,
          sorter: compareBy<StratifiedRow>(key),
          render: (v: number) => money(v, key),
        })),
      ]}
      totals={[
        { content: t('table.total') },
        { content: totals.members },
        { content: totals.active_members },
        ...MONEY_COLUMNS.map((key) => ({ content: money(totals[key], key) })),
      ]}
    />
  );
}
