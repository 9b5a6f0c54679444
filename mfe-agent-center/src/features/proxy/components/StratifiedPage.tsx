import { useState } from 'react';
import { Space, Table } from 'antd';
import { postAgentStratified, type AgentDateRange, type StratifiedRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { useLoad } from '../hooks/use-load';
import { lastDays } from '../utils/date-range';
import { columnTotals, compareBy } from '../utils/table';
import { DateRangeFilter } from './DateRangeFilter';
import { Money } from './Money';
import { EmptyState, ErrorState } from './StateViews';

const MONEY_COLUMNS = ['bet_amount', 'payout', 'win_loss'] as const;

/** Performance per downline level (1 = direct members) in a date range, with totals. */
export function StratifiedPage() {
  const { t } = useT();
  const { currency } = useAgentContext();
  const [range, setRange] = useState<AgentDateRange>(() => lastDays(30));
  const table = useLoad(() => postAgentStratified(range).then((r) => r.data.list), JSON.stringify(range));
  const rows = table.data ?? [];
  const totals = columnTotals(rows, ['members', 'active_members', ...MONEY_COLUMNS] as const);
  return (
    <div data-testid="agent-stratified">
      <Space wrap style={{ marginBottom: 12 }}>
        <DateRangeFilter value={range} onChange={(r) => setRange(r.start_date ? r : lastDays(30))} />
      </Space>
      {table.error ? (
        <ErrorState error={table.error} onRetry={table.reload} />
      ) : (
        <Table<StratifiedRow>
          rowKey="level"
          size="middle"
          loading={table.loading}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState /> }}
          pagination={false}
          columns={[
            { title: t('report.level'), dataIndex: 'level', sorter: compareBy('level'), render: (n: number) => t('report.level_n', { n }) },
            { title: t('report.members'), dataIndex: 'members', align: 'right', sorter: compareBy('members') },
            { title: t('report.active_members'), dataIndex: 'active_members', align: 'right', sorter: compareBy('active_members') },
            ...MONEY_COLUMNS.map((key) => ({
              title: t(`report.${key}`),
              dataIndex: key,
              align: 'right' as const,
              sorter: compareBy<StratifiedRow>(key),
              render: (v: number) => <Money value={v} currency={currency} signed={key === 'win_loss'} />,
            })),
          ]}
          summary={() =>
            rows.length === 0 ? null : (
              <Table.Summary.Row className="agent-total">
                <Table.Summary.Cell index={0}>{t('table.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">{totals.members}</Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">{totals.active_members}</Table.Summary.Cell>
                {MONEY_COLUMNS.map((key, i) => (
                  <Table.Summary.Cell key={key} index={i + 3} align="right">
                    <Money value={totals[key]} currency={currency} signed={key === 'win_loss'} />
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )
          }
        />
      )}
    </div>
  );
}
