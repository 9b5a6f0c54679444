import { agentOperationQuery, useDateFormat, type OperationRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoneyColumns } from '../hooks/use-money-columns';
import { useRangeReport } from '../hooks/use-range-report';
import { compareBy } from '../utils/table';
import { ReportTable } from './report-table';

const MONEY_COLUMNS = ['deposit_amount', 'withdrawal_amount', 'bet_amount', 'win_loss'] as const;

/** Per-day operation of the direct downline in a date range, with the range totals. */
export function OperationPage() {
  const { t } = useT();
  const { formatDate } = useDateFormat();
  const { data, table } = useRangeReport(agentOperationQuery, (d) => d.list);
  const money = useMoneyColumns<OperationRow, (typeof MONEY_COLUMNS)[number]>(MONEY_COLUMNS);
  const total = data?.total;
  return (
    <ReportTable<OperationRow>
      {...table}
      testId="agent-operation"
      rowKey="date"
      pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => t('table.total_rows', { n }) }}
      columns={[
        { title: t('report.date'), dataIndex: 'date', sorter: compareBy('date'), defaultSortOrder: 'descend', render: (v: string) => formatDate(v) },
        { title: t('report.new_members'), dataIndex: 'new_members', align: 'right', sorter: compareBy('new_members') },
        ...money.columns,
      ]}
      totals={total ? [{ content: t('table.total') }, { content: total.new_members }, ...money.totals(total)] : undefined}
    />
  );
}
