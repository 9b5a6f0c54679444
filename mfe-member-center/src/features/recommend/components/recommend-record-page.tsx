import { Statistic, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { postRecommendRecords } from '@mfp/shared';
import type { RecommendAward } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useRecords } from '../../../common/records/use-records';
import { useRecordColumns } from '../../../common/records/use-record-columns';
import { RecordsView } from '../../../common/records/records-view';

/** Recommend award records by date range, with the paid total. */
export function RecommendRecordPage() {
  const { t } = useT();
  const { money, time, amount } = useRecordColumns();
  const state = useRecords(postRecommendRecords);
  const columns: TableColumnsType<RecommendAward> = [
    time,
    { title: t('recommend.friend'), dataIndex: 'friend_account' },
    amount,
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
