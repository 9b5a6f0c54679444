import { Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { agentPlanQuery, type AgentPlanLevel } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { loadedView } from '../utils/loaded-view';
import { formatMoney, formatRate } from '../utils/money';
import { EmptyState, ErrorState } from './state-views';

/** The agent plan: commission levels of the member (or site) currency. */
export function PlanPage() {
  const { t } = useT();
  const { currency, levelNames } = useAgentContext();
  const plan = loadedView(useQuery(agentPlanQuery(currency)));
  if (plan.error) return <ErrorState error={plan.error} onRetry={plan.reload} />;
  return (
    <Card title={t('plan.title')} data-testid="agent-plan">
      <Typography.Paragraph type="secondary">{t('plan.intro')}</Typography.Paragraph>
      {/* The table scrolls sideways on a phone: its scroller is a named, focusable region so the keyboard can scroll it (axe scrollable-region-focusable). */}
      <div className="agent-scroll" role="region" aria-label={t('plan.title')} tabIndex={0}>
        <Table<AgentPlanLevel>
          rowKey="level"
          loading={plan.loading}
          dataSource={plan.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            {
              title: t('plan.level'),
              dataIndex: 'level',
              render: (level: number) => levelNames.get(level) ?? t('plan.level_n', { n: level }),
            },
            { title: t('plan.min_active_members'), dataIndex: 'min_active_members', align: 'right' },
            {
              title: t('plan.min_profit'),
              dataIndex: 'min_profit',
              align: 'right',
              render: (v: number) => formatMoney(v, plan.data?.currency ?? currency),
            },
            {
              title: t('plan.commission_rate'),
              dataIndex: 'commission_rate',
              align: 'right',
              render: (v: number) => formatRate(v),
            },
          ]}
        />
      </div>
    </Card>
  );
}
