import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { postTransferRecords } from '@mfp/shared';
import type { TransferRecord } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useRecords } from '../../../common/records/use-records';
import { useRecordColumns } from '../../../common/records/use-record-columns';
import { RecordsView } from '../../../common/records/records-view';

/** Transfer records: wallet transfers and transfers back, by date range. */
export function TransactionPage() {
  const { t } = useT();
  const { time, amount } = useRecordColumns();
  const state = useRecords(postTransferRecords);
  const wallet = (w: string) => (w === 'main' ? t('wallet.main') : w);
  const columns: TableColumnsType<TransferRecord> = [
    time,
    { title: t('wallet.from'), dataIndex: 'from_wallet', render: wallet },
    { title: t('wallet.to'), dataIndex: 'to_wallet', render: wallet },
    amount,
    {
      title: t('records.kind'),
      dataIndex: 'kind',
      render: (k: string) => <Tag>{t(k === 'back' ? 'records.kind_back' : 'records.kind_wallet')}</Tag>,
    },
  ];
  return <RecordsView testId="page-Transaction" columns={columns} rowKey="id" state={state} />;
}
