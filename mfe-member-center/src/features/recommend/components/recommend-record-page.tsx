import { Statistic, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { postRecommendRecords, useDateFormat } from '@mfp/shared';
import type { RecommendAward } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { useRecords } from '../../../common/records/use-records';
import { RecordsView } from '../../../common/records/records-view';

const NO_FILTER = {};

/** Recommend award records by date range, with the paid total. */
export function RecommendRecordPage() {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  const state = useRecords(postRecommendRecords, NO_FILTER);
  const columns: TableColumnsType<RecommendAward> = [
    { title: t('records.time'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v, { seconds: true }) },
    { title: t('recommend.friend'), dataIndex: 'friend_account' },
    { title: t('wallet.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
    { title: t('records.status'), dataIndex: 'status', render: (s: number) => <Tag>{t(`records.status_${s}`)}</Tag> },
  ];
  return (
    <RecordsView
      testId="page-RecommendRecord"
      columns={columns}
      rowKey="id"
      state={state}
      footer={<Statistic title={t('recommend.total_award')} value={money(Number(state.summary.total_amount ?? 0))} />}
    />
  );
}
