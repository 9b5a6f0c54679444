import { useState } from 'react';
import { Input, Tag } from 'antd';
import { agentDownlineQuery, useDateFormat, type AgentDateRange, type DownlineMember } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { useReport } from '../hooks/use-report';
import { columnTotals, compareBy } from '../utils/table';
import { DateRangeFilter } from './date-range-filter';
import { Money } from './money';
import { ReportTable } from './report-table';

const PAGE_SIZE = 10;

/** Direct downline members: search by account, register-date range, server paging, sort within the page. */
export function DownlinePage() {
  const { t } = useT();
  const { formatDate, formatDateTime } = useDateFormat();
  const { currency } = useAgentContext();
  const [account, setAccount] = useState('');
  const [range, setRange] = useState<AgentDateRange>({});
  const [paging, setPaging] = useState({ page: 1, count: PAGE_SIZE });
  const query = { ...paging, ...range, ...(account ? { member_account: account } : {}) };
  const { data, table } = useReport(agentDownlineQuery(query), (d) => d.list);
  const totals = columnTotals(table.rows, ['member_cash', 'deposit_total', 'bet_total'] as const);
  const money = (v: number) => <Money value={v} currency={currency} />;

  return (
    <ReportTable<DownlineMember>
      {...table}
      testId="agent-downline"
      rowKey="id"
      filters={
        <>
          <Input.Search
            aria-label={t('downline.search')}
            placeholder={t('downline.search')}
            allowClear
            maxLength={32}
            enterButton={t('filter.search')}
            onSearch={(v) => {
              setAccount(v.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            style={{ width: 280 }}
          />
          <DateRangeFilter clearable value={range} onChange={(r) => { setRange(r); setPaging((p) => ({ ...p, page: 1 })); }} />
        </>
      }
      pagination={{
        current: paging.page,
        pageSize: paging.count,
        total: data?.total_count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (n) => t('table.total_rows', { n }),
        onChange: (page, count) => setPaging({ page, count }),
      }}
      columns={[
        { title: t('downline.account'), dataIndex: 'member_account', sorter: compareBy('member_account') },
        {
          title: t('downline.type'),
          dataIndex: 'is_agent',
          render: (_v, r) => (r.is_agent === 1 ? <Tag color="gold">{t('downline.agent')}</Tag> : <Tag>{t('downline.member')}</Tag>),
        },
        { title: t('downline.register_at'), dataIndex: 'register_at', sorter: compareBy('register_at'), render: (v: string) => formatDate(v) },
        { title: t('downline.last_login_at'), dataIndex: 'last_login_at', sorter: compareBy('last_login_at'), render: (v: string | null) => formatDateTime(v) },
        { title: t('downline.cash'), dataIndex: 'member_cash', align: 'right', sorter: compareBy('member_cash'), render: money },
        { title: t('downline.deposit_total'), dataIndex: 'deposit_total', align: 'right', sorter: compareBy('deposit_total'), render: money },
        { title: t('downline.bet_total'), dataIndex: 'bet_total', align: 'right', sorter: compareBy('bet_total'), render: money },
        { title: t('downline.downline_count'), dataIndex: 'downline_count', align: 'right', sorter: compareBy('downline_count') },
      ]}
      totals={[
        { content: t('table.page_total'), span: 4 },
        { content: money(totals.member_cash) },
        { content: money(totals.deposit_total) },
        { content: money(totals.bet_total) },
        {},
      ]}
    />
  );
}
