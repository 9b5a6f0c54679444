import { App, Button, Card, Form, InputNumber, Space } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { useSingleFlight } from '../../../common/use-single-flight';
import { OrderResult, type OrderDescription } from './order-result';

export interface FundsFormProps<V extends { amount: number }, O> {
  title: string;
  form: FormInstance<V>;
  /** Sends the request (the page's mutation) and gives its order; a rejection shows the error message, then onFailed runs. */
  send: (values: V) => Promise<O>;
  /** The order that replaces the form once created (its "again" button brings the empty form back). */
  orderResult: { testId: string; describe: (order: O) => OrderDescription };
  /** The request is running (the page's mutation isPending): the submit button shows it and takes no click. */
  busy: boolean;
  onFailed?: () => void;
  submitLabel: string;
  /** Where the money comes from or goes to (deposit channel, bank account), above the amount. */
  source: ReactNode;
  /** What to do with the chosen source (the deposit channel's steps), between the source and the amount. */
  guide?: ReactNode;
  /** Rules of the amount besides "required" (the deposit channel's range). */
  amountRules?: FormRule[];
  /** Fields below the amount (the withdraw password). */
  children?: ReactNode;
  /** Buttons beside submit (fast payment, forgotten withdraw password). */
  actions: ReactNode;
  disabled?: boolean;
  initialValues?: Partial<V>;
}

/** The money form of Deposit and Withdrawal: source, amount, the page's own fields, submit with its actions; then the order. */
export function FundsForm<V extends { amount: number }, O>(p: FundsFormProps<V, O>) {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [order, setOrder] = useState<{ value: O } | null>(null);
  // One request per submit however often it is clicked.
  const submit = useSingleFlight(async (values: V) => {
    try {
      setOrder({ value: await p.send(values) });
    } catch (e) {
      message.error(errorText(e));
      p.onFailed?.();
    }
  });

  if (order)
    return (
      <OrderResult
        testId={p.orderResult.testId}
        {...p.orderResult.describe(order.value)}
        onAgain={() => setOrder(null)}
      />
    );
  return (
    <Card size="small" title={p.title}>
      <Form
        form={p.form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 520 }}
        disabled={p.disabled}
        initialValues={p.initialValues}
      >
        {p.source}
        {p.guide}
        <Form.Item
          name="amount"
          label={t('wallet.amount')}
          rules={[{ required: true, message: t('wallet.problem.amount_required') }, ...(p.amountRules ?? [])]}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        {p.children}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={p.busy}>
            {p.submitLabel}
          </Button>
          {p.actions}
        </Space>
      </Form>
    </Card>
  );
}
