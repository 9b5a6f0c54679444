import { Alert } from 'antd';
import type { DepositChannel } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';

/** What to do with the chosen channel: its amount range, paying the order with the channel, when the balance moves. */
export function DepositSteps({ channel }: { channel: DepositChannel }) {
  const { t } = useT();
  const money = useMoney();
  const vars = { channel: channel.name, min: money(channel.min_amount), max: money(channel.max_amount) };
  return (
    <Alert
      type="info"
      data-testid="deposit-steps"
      title={t('deposit.steps_title', vars)}
      description={
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>{t('deposit.step_amount', vars)}</li>
          <li>{t('deposit.step_pay', vars)}</li>
          <li>{t('deposit.step_credit', vars)}</li>
        </ol>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
