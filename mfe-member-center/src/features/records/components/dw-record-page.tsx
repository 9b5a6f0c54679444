import { Segmented, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { postDwRecords } from '@mfp/shared';
import type { DwRecord, DwRecordType } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useRecords } from '../../../common/records/use-records';
import { useRecordColumns } from '../../../common/records/use-record-columns';
import { RecordsView } from '../../../common/records/records-view';

const STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

/** Deposit and withdrawal records by date range and type. */
export function DWRecordPage() {
  const { t } = useT();
  const { time, amount } = useRecordColumns();
  const [type, setType] = useState<DwRecordType>(0);
  const filter = useMemo(() => ({ type }), [type]);
  const state = useRecords(postDwRecords, filter);
  const columns: TableColumnsType<DwRecord> = [
    time,
    { title: t('records.order'), dataIndex: 'order_number' },
    { title: t('records.type'), dataIndex: 'type', render: (v: number) => t(v === 1 ? 'menu.deposit' : 'menu.withdrawal') },
    amount,
    { title: t('records.status'), dataIndex: 'status', render: (s: number) => <Tag color={STATUS_COLOR[s]}>{t(`records.status_${s}`)}</Tag> },
  ];
  return (
    <RecordsView
      testId="page-DWRecord"
      columns={columns}
      rowKey="order_number"
      state={state}
      filters={
        <Segmented<DwRecordType>
          value={type}
          onChange={(v) => {
            setType(v);
            state.setPage(1);
          }}
          options={[
            { value: 0, label: t('records.all') },
            { value: 1, label: t('menu.deposit') },
            { value: 2, label: t('menu.withdrawal') },
          ]}
        />
      }
    />
  );
}
