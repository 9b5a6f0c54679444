import { Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recommendMembersQuery, shownError, useDateFormat } from '@mfp/shared';
import type { RecommendMember } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { PageState } from '../../../common/page-state';
import { useErrorText } from '../../../common/use-error-text';
import { useMoney } from '../../../common/money';

const PAGE_SIZE = 20;

/** The members this member recommended, searched by account. */
export function RecommendMemberSearchPage() {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  // The last page stays on screen while the next one loads (the table shows its own spinner).
  const members = useQuery({
    ...recommendMembersQuery({ member_account: account, page, count: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { data } = members;
  const loading = members.isFetching;
  const errorText = useErrorText();
  const failed = shownError(members);
  const columns: TableColumnsType<RecommendMember> = [
    { title: t('recommend.friend'), dataIndex: 'member_account' },
    { title: t('recommend.register_at'), dataIndex: 'register_at', render: (v: string) => formatDateTime(v) },
    { title: t('recommend.deposit_total'), dataIndex: 'deposit_total', align: 'right', render: (v: number) => money(v) },
  ];
  const rows = data?.list ?? [];
  return (
    <div data-testid="page-RecommendMemberSearch" style={{ display: 'grid', gap: 12 }}>
      <Input.Search
        allowClear
        maxLength={32}
        placeholder={t('recommend.search_placeholder')}
        enterButton={t('recommend.search')}
        onSearch={(v) => {
          setAccount(v.trim());
          setPage(1);
        }}
        style={{ maxWidth: 420 }}
      />
      <PageState
        loading={false}
        error={failed ? errorText(failed) : null}
        empty={!loading && rows.length === 0}
        onRetry={() => void members.refetch()}
      >
        <Table<RecommendMember>
          size="small"
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total_count ?? 0, showSizeChanger: false, onChange: setPage }}
        />
      </PageState>
    </div>
  );
}
