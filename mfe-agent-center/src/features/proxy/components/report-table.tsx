import type { ReactNode } from 'react';
import { Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Loaded } from '../utils/loaded-view';
import { EmptyState, ErrorState } from './state-views';

/** One cell of the total row: its content (none for a blank cell) and how many columns it spans. */
export interface TotalCell {
  content?: ReactNode;
  span?: number;
  align?: 'left' | 'right';
}

export interface ReportTableProps<T> {
  testId: string;
  /** The filters above the table (date range, period, search). */
  filters: ReactNode;
  /** The load state of the rows: loading spinner, error with retry. */
  load: Pick<Loaded<unknown>, 'loading' | 'error' | 'reload'>;
  rows: readonly T[];
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  pagination?: TableProps<T>['pagination'];
  /** The total row under the rows, first cell the label; shown only when there are rows. */
  totals?: readonly TotalCell[];
}

/** The shell every agent report shares: filters, error state with retry, empty state, sorting columns, paging and a total row. */
export function ReportTable<T extends object>({
  testId,
  filters,
  load,
  rows,
  rowKey,
  columns,
  pagination = false,
  totals,
}: ReportTableProps<T>) {
  const summary = () => {
    if (!totals || rows.length === 0) return null;
    let index = 0;
    return (
      <Table.Summary.Row className="agent-total">
        {totals.map((cell, i) => {
          const at = index;
          index += cell.span ?? 1;
          return (
            <Table.Summary.Cell key={i} index={at} colSpan={cell.span} align={cell.align ?? (i === 0 ? 'left' : 'right')}>
              {cell.content}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    );
  };
  return (
    <div data-testid={testId}>
      <Space wrap style={{ marginBottom: 12 }} align="center">
        {filters}
      </Space>
      {load.error ? (
        <ErrorState error={load.error} onRetry={load.reload} />
      ) : (
        <Table<T>
          rowKey={rowKey}
          size="middle"
          loading={load.loading}
          dataSource={rows as T[]}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState /> }}
          pagination={pagination}
          columns={columns}
          summary={summary}
        />
      )}
    </div>
  );
}
