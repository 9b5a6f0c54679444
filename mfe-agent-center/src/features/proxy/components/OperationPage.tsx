import { useState } from 'react';
import { Space, Table } from 'antd';
import { postAgentOperation, type AgentDateRange, type OperationRow } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { useLoad } from '../hooks/use-load';
import { lastDays } from '../utils/date-range';
import { compareBy } from '../utils/table';
import { DateRangeFilter } from './DateRangeFilter';
import { Money } from './Money';
import { EmptyState, ErrorState } from './StateViews';

const MONEY_COLUMNS = ['deposit_amount', 'withdrawal_amount', 'bet_amount', 'win_loss'] as const;

/** Per-day operation of the direct downline in a date range, with the range totals. */
export function OperationPage() {
  const { t } = useT();
  const { currency } = useAgentContext();
  const [range, setRange] = useState<AgentDateRange>(() => lastDays(30));
  const table = useLoad(() => postAgentOperation(range).then((r) => r.data), JSON.stringify(range));
  const rows = table.data?.list ?? [];
  const total = table.data?.total;
  return (
    <div data-testid="agent-operation">
      <Space wrap style={{ marginBottom: 12 }}>
        <DateRangeFilter value={range} onChange={(r) => setRange(r.start_date ? r : lastDays(30))} />
      </Space>
      {table.error ? (
        <ErrorState error={table.error} onRetry={table.reload} />
      ) : (
        <Table<OperationRow>
          rowKey="date"
          size="middle"
          loading={table.loading}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState /> }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => t('table.total_rows', { n }) }}
          columns={[
            { title: t('report.date'), dataIndex: 'date', sorter: compareBy('date'), defaultSortOrder: 'descend' },
            { title: t('report.new_members'), dataIndex: 'new_members', align: 'right', sorter: compareBy('new_members') },
            ...MONEY_COLUMNS.map((key) => ({
              title: t(`report.${key}`),
              dataIndex: key,
              align: 'right' as const,
              sorter: compareBy<OperationRow>(key),
              render: (v: number) => <Money value={v} currency={currency} signed={key === 'win_loss'} />,
            })),
          ]}
          summary={() =>
            !total || rows.length === 0 ? null : (
              <Table.Summary.Row className="agent-total">
                <Table.Summary.Cell index={0}>{t('table.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">{total.new_members}</Table.Summary.Cell>
                {MONEY_COLUMNS.map((key, i) => (
                  <Table.Summary.Cell key={key} index={i + 2} align="right">
                    <Money value={total[key]} currency={currency} signed={key === 'win_loss'} />
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
