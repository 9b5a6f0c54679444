import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { postTransferRecords, useDateFormat } from '@mfp/shared';
import type { TransferRecord } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { useRecords } from '../../../common/records/use-records';
import { RecordsView } from '../../../common/records/records-view';

const NO_FILTER = {};

/** Transfer records: wallet transfers and transfers back, by date range. */
export function TransactionPage() {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  const state = useRecords(postTransferRecords, NO_FILTER);
  const wallet = (w: string) => (w === 'main' ? t('wallet.main') : w);
  const columns: TableColumnsType<TransferRecord> = [
    { title: t('records.time'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v, { seconds: true }) },
    { title: t('wallet.from'), dataIndex: 'from_wallet', render: wallet },
    { title: t('wallet.to'), dataIndex: 'to_wallet', render: wallet },
    { title: t('wallet.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
    {
      title: t('records.kind'),
      dataIndex: 'kind',
      render: (k: string) => <Tag>{t(k === 'back' ? 'records.kind_back' : 'records.kind_wallet')}</Tag>,
    },
  ];
  return <RecordsView testId="page-Transaction" columns={columns} rowKey="id" state={state} />;
}
