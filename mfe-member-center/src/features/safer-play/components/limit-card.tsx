import { Alert, Card, Typography } from 'antd';
import { useDateFormat } from '@mfp/shared';
import type { LimitKind, SaferLimits } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { LimitRow } from './limit-row';

/** The deposit or loss limits of every period, with what they leave the member now. */
export function LimitCard({ kind, data }: { kind: LimitKind; data: SaferLimits }) {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  const allowance = data.deposit_allowance;
  const blocking = data.loss_blocking;
  return (
    <Card size="small" title={t(`safer.${kind}_limits`)} data-testid={`limits-${kind}`}>
      <Typography.Paragraph type="secondary">{t(`safer.${kind}_intro`)}</Typography.Paragraph>
      {kind === 'deposit' && allowance && (
        <Alert
          type="info"
          showIcon
          data-testid="limits-allowance"
          message={t('safer.allowance', { amount: money(allowance.allowance), period: t(`safer.period.${allowance.period}`) })}
          description={allowance.grows_at ? t('safer.allowance_grows', { at: formatDateTime(allowance.grows_at) }) : undefined}
        />
      )}
      {kind === 'loss' && blocking && (
        <Alert type="error" showIcon data-testid="limits-loss-blocking" message={t('safer.loss_reached', { at: formatDateTime(blocking.opens_at) })} />
      )}
      {data[kind].map((view) => (
        <LimitRow key={view.period} kind={kind} view={view} />
      ))}
    </Card>
  );
}
