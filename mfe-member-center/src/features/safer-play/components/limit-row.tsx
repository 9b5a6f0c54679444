import { Alert, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useDateFormat } from '@mfp/shared';
import { limitAmountProblem } from '@mfp/shared/safer-play';
import type { LimitKind, LimitView } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { useLimitChange } from '../hooks/use-limit-change';

/** One period's limit: what holds, what its window used, a waiting change (cancellable), and a form to change it. */
export function LimitRow({ kind, view }: { kind: LimitKind; view: LimitView }) {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  const [form] = Form.useForm<{ amount: number }>();
  const { set, cancel } = useLimitChange(kind, view.period);
  const id = `${kind}-${view.period}`;
  const periodName = t(`safer.period.${view.period}`);
  const common = (key: string) => t(key, { ns: 'common' });

  return (
    <section data-testid={`limit-${id}`} aria-label={`${t(`safer.${kind}_limits`)}: ${periodName}`} style={{ display: 'grid', gap: 8, padding: '12px 0', borderTop: '1px solid rgba(128,128,128,0.2)' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{periodName}</Typography.Text>
        <Typography.Text data-testid={`limit-amount-${id}`}>
          {view.amount === null ? t('safer.no_limit') : money(view.amount)}
        </Typography.Text>
      </Space>
      <Typography.Text type="secondary">{t(`safer.used_${kind}`, { amount: money(view.used) })}</Typography.Text>
      {view.pending && (
        <Alert
          type="warning"
          showIcon
          data-testid={`limit-pending-${id}`}
          message={t(view.pending.amount === null ? 'safer.pending_removal' : 'safer.pending_increase', {
            amount: money(view.pending.amount),
            at: formatDateTime(view.pending.effective_at),
          })}
          action={
            <Button size="small" onClick={() => cancel.mutate()} loading={cancel.isPending} data-testid={`limit-cancel-${id}`}>
              {t('safer.cancel_change')}
            </Button>
          }
        />
      )}
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => set.mutate(v.amount)}
        style={{ rowGap: 8 }}
        aria-label={t('safer.change_limit', { period: periodName })}
      >
        <Form.Item
          name="amount"
          rules={[{ validator: (_r, v: unknown) => { const k = limitAmountProblem(v); return k ? Promise.reject(new Error(common(k))) : Promise.resolve(); } }]}
        >
          <InputNumber
            min={0}
            precision={2}
            placeholder={t('safer.new_limit')}
            aria-label={t('safer.new_limit_for', { period: periodName })}
            data-testid={`limit-input-${id}`}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={set.isPending && set.variables !== null} data-testid={`limit-save-${id}`}>
            {t('safer.save_limit')}
          </Button>
          {view.amount !== null && (
            <Button onClick={() => set.mutate(null)} loading={set.isPending && set.variables === null} data-testid={`limit-remove-${id}`}>
              {t('safer.remove_limit')}
            </Button>
          )}
        </Space>
      </Form>
    </section>
  );
}
