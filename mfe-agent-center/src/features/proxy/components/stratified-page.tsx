import { agentStratifiedQuery, type StratifiedRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoneyColumns } from '../hooks/use-money-columns';
import { useRangeReport } from '../hooks/use-range-report';
import { columnTotals, compareBy } from '../utils/table';
import { ReportTable } from './report-table';

const MONEY_COLUMNS = ['bet_amount', 'payout', 'win_loss'] as const;

/** Performance per downline level (1 = direct members) in a date range, with totals. */
export function StratifiedPage() {
  const { t } = useT();
  const { table } = useRangeReport(agentStratifiedQuery, (rows) => rows);
  const money = useMoneyColumns<StratifiedRow, (typeof MONEY_COLUMNS)[number]>(MONEY_COLUMNS);
  const totals = columnTotals(table.rows, ['members', 'active_members', ...MONEY_COLUMNS] as const);
  return (
    <ReportTable<StratifiedRow>
      {...table}
      testId="agent-stratified"
      rowKey="level"
      columns={[
        { title: t('report.level'), dataIndex: 'level', sorter: compareBy('level'), render: (n: number) => t('report.level_n', { n }) },
        { title: t('report.members'), dataIndex: 'members', align: 'right', sorter: compareBy('members') },
        { title: t('report.active_members'), dataIndex: 'active_members', align: 'right', sorter: compareBy('active_members') },
        ...money.columns,
      ]}
      totals={[{ content: t('table.total') }, { content: totals.members }, { content: totals.active_members }, ...money.totals(totals)]}
    />
  );
}
