import type { ComponentType } from 'react';
import { Card, Grid, Menu, Space, Statistic, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { PROXY_CENTER_PAGES, type ProxyCenterPage } from '../pages';
import { formatMoney } from '../utils/money';
import { DownlinePage } from './downline-page';
import { OperationPage } from './operation-page';
import { PromotionPage } from './promotion-page';
import { SettlementPage } from './settlement-page';
import { StratifiedPage } from './stratified-page';
import { TransferPage } from './transfer-page';

const VIEWS: Record<ProxyCenterPage, ComponentType> = {
  DownlineInfo: DownlinePage,
  Promotion: PromotionPage,
  OperationTable: OperationPage,
  StratifiedTable: StratifiedPage,
  Transfer: TransferPage,
  PerformanceSettlement: SettlementPage,
};

/** The agent's own page: who they are, and the six sub-pages (side menu on desktop, a picker on mobile). */
export function ProxyCenter({ page }: { page: ProxyCenterPage }) {
  const { t } = useT();
  const navigate = useNavigate();
  const desktop = Grid.useBreakpoint().lg ?? true;
  const { member, currency, levelNames } = useAgentContext();
  const View = VIEWS[page];
  const go = (p: string) => navigate(`?page=${p}`);
  const level = member ? (levelNames.get(member.agent_level) ?? t('plan.level_n', { n: member.agent_level })) : '';
  const items = PROXY_CENTER_PAGES.map((p) => ({ key: p, label: t(`pages.${p}`) }));

  return (
    <div className={desktop ? 'agent-center agent-center--desktop' : 'agent-center'} data-testid="agent-proxy-center" data-subpage={page}>
      <Card size="small" className="agent-center__who">
        <Space wrap size="large" align="center">
          <Statistic title={t('center.account')} value={member?.member_account ?? ''} />
          <Statistic
            title={t('center.level')}
            value={level}
            valueRender={() => <Tag color="gold" style={{ fontSize: 16, padding: '4px 10px' }} data-testid="agent-level-name">{level}</Tag>}
          />
          <Statistic title={t('transfer.balance')} value={formatMoney(member?.member_cash ?? 0, currency)} />
        </Space>
      </Card>
      {desktop ? (
        <nav aria-label={t('pages.ProxyCenter')} className="agent-center__menu">
          <Menu mode="inline" selectedKeys={[page]} items={items} onClick={({ key }) => go(key)} />
        </nav>
      ) : (
        // The phone's own picker: antd's Select leaves an unnamed listbox in its closing pop-up (axe
        // aria-input-field-name), and a native select opens the system's list, which a thumb handles best.
        <select
          aria-label={t('pages.ProxyCenter')}
          className="agent-center__picker"
          value={page}
          onChange={(e) => go(e.target.value)}
        >
          {items.map((i) => (
            <option key={i.key} value={i.key}>
              {i.label}
            </option>
          ))}
        </select>
      )}
      <section className="agent-center__view" aria-label={t(`pages.${page}`)}>
        <h2 className="agent-h2">{t(`pages.${page}`)}</h2>
        <View />
      </section>
    </div>
  );
}
