import type { DepositChannel } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { Notice } from '../../../common/notice';

/** What to do with the chosen channel: its amount range, paying the order with the channel, when the balance moves. */
export function DepositSteps({ channel }: { channel: DepositChannel }) {
  const { t } = useT();
  const money = useMoney();
  const vars = { channel: channel.name, min: money(channel.min_amount), max: money(channel.max_amount) };
  return (
    <div style={{ marginBottom: 16 }}>
      <Notice testId="deposit-steps">
        <strong>{t('deposit.steps_title', vars)}</strong>
        <ol style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
          <li>{t('deposit.step_amount', vars)}</li>
          <li>{t('deposit.step_pay', vars)}</li>
          <li>{t('deposit.step_credit', vars)}</li>
        </ol>
      </Notice>
    </div>
  );
}
