import { App, Button, Card, Col, Row, Statistic, Tag } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { useMoney } from '../../../common/money';
import { useMember } from '../../../common/use-member';
import { useWallet } from '../hooks/use-wallet';
import { useTransferBack, type TransferBackResult } from '../hooks/use-transfer-back';
import { TransferBox } from './transfer-box';

/** My wallet: total and per-provider balances, refresh, one-key transfer back and transfers between wallets. */
export function MyWalletPage() {
  const { t } = useT();
  const money = useMoney();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const member = useMember();
  const { total, totalText, wallets, refreshing, refresh } = useWallet(member?.id ?? null);
  const onDone = useCallback(
    (r: TransferBackResult) => (r.ok ? message.success(t('wallet.transfer_back_done')) : message.error(errorText(r.error))),
    [message, t, errorText],
  );
  const back = useTransferBack(onDone);
  const providerSum = wallets.reduce((sum, w) => sum + Number(w.cash ?? 0), 0);
  const mainCash = total === null ? 0 : Math.max(0, Math.round((Number(total) - providerSum) * 100) / 100);

  return (
    <div data-testid="page-MyWallet" style={{ display: 'grid', gap: 16 }}>
      <Card>
        <Row gutter={[16, 16]} align="middle">
          <Col flex="auto">
            <Statistic
              title={t('wallet.total')}
              value={totalText}
              valueRender={(node) => <span data-testid="wallet-total">{node}</span>}
            />
          </Col>
          <Col>
            <Button onClick={() => void refresh()} loading={refreshing} data-testid="wallet-refresh">
              {t('wallet.refresh')}
            </Button>
          </Col>
          <Col>
            <Button type="primary" onClick={() => void back.run()} disabled={back.disabled} loading={back.busy} data-testid="transfer-back">
              {back.countdown > 0 ? t('wallet.transfer_back_wait', { count: back.countdown }) : t('wallet.transfer_back')}
            </Button>
          </Col>
        </Row>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Card size="small" title={t('wallet.main')}>
            <span data-testid="wallet-main">{refreshing ? '-' : money(mainCash)}</span>
          </Card>
        </Col>
        {wallets.map((w) => (
          <Col xs={12} md={6} key={w.gp_id}>
            <Card size="small" title={w.gp_name ?? w.gp_id} extra={w.maintain ? <Tag color="orange">{t('wallet.maintenance')}</Tag> : null}>
              <span data-testid={`wallet-${w.gp_id}`}>{refreshing ? '-' : money(w.cash)}</span>
            </Card>
          </Col>
        ))}
      </Row>
      <TransferBox wallets={wallets} mainCash={mainCash} />
    </div>
  );
}
