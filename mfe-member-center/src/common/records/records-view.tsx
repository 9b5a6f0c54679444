import { DatePicker, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { PageState } from '../page-state';
import { siteToday } from '../dates';
import { RECORD_PAGE_SIZE } from './use-records';

interface Props<T> {
  testId: string;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  state: {
    range: [Dayjs, Dayjs];
    changeRange: (r: [Dayjs, Dayjs]) => void;
    page: number;
    setPage: (p: number) => void;
    rows: T[];
    total: number;
    loading: boolean;
    error: string | null;
    reload: () => void;
  };
  filters?: ReactNode;
  footer?: ReactNode;
}

/** A record table with a date-range filter, server paging and loading, error and empty states. */
export function RecordsView<T extends object>({ testId, columns, rowKey, state, filters, footer }: Props<T>) {
  const { t } = useT();
  const today = siteToday();
  return (
    <div data-testid={testId} style={{ display: 'grid', gap: 12 }}>
      <Space wrap>
        <DatePicker.RangePicker
          value={state.range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(today, 'day')}
          onChange={(v) => {
            if (v?.[0] && v[1]) state.changeRange([v[0], v[1]]);
          }}
          aria-label={t('records.range')}
          data-testid="records-range"
        />
        {filters}
      </Space>
      <PageState loading={false} error={state.error} empty={!state.loading && state.rows.length === 0} onRetry={state.reload}>
        <Table<T>
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={state.rows}
          loading={state.loading}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: state.page,
            pageSize: RECORD_PAGE_SIZE,
            total: state.total,
            showSizeChanger: false,
            onChange: state.setPage,
          }}
        />
      </PageState>
      {footer}
    </div>
  );
}
