import { useMemo, useState } from 'react';
import { Alert, App, AutoComplete, Button, Card, Descriptions, Form, Input, Modal, Statistic } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { agentDownlineQuery, postAgentTransfer, sessionStore, type AgentTransferResult } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useAgentContext } from '../hooks/use-agent-context';
import { useErrorText } from '../hooks/use-error-text';
import { loadedView } from '../utils/loaded-view';
import { formatMoney } from '../utils/money';
import { transferRules, type TransferField } from '../utils/transfer-checks';

type TransferForm = Record<TransferField, string>;

/** Transfer from the agent's main balance to a direct downline member, with a confirmation step. */
export function TransferPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { member, currency } = useAgentContext();
  const balance = Number(member?.member_cash ?? 0);
  const own = member?.member_account ?? '';
  const [form] = Form.useForm<TransferForm>();
  const [pending, setPending] = useState<TransferForm | null>(null);
  // One request per confirm however often it is clicked (never retried: it moves money).
  const transfer = useMutation({ mutationFn: postAgentTransfer });
  const sending = transfer.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<AgentTransferResult | null>(null);
  const downline = loadedView(useQuery({ ...agentDownlineQuery({ page: 1, count: 100 }), select: (r) => r.list }));
  const rules = useMemo(() => transferRules(balance, own, (k) => t(k)), [balance, own, t]);
  const options = (downline.data ?? []).map((m) => ({ value: m.member_account }));

  const confirm = async () => {
    if (!pending || !member || transfer.isPending) return;
    setFailure(null);
    try {
      const reply = await transfer.mutateAsync({
        member_account: pending.member_account.trim(),
        amount: Number(pending.amount),
        withdraw_password: pending.withdraw_password,
      });
      sessionStore.getState().setMember({ ...member, member_cash: reply.data.member_cash });
      setDone(reply.data);
      message.success(t('transfer.success'));
      form.setFieldsValue({ amount: '', withdraw_password: '' });
    } catch (error) {
      setFailure(errorText(error));
      form.setFieldValue('withdraw_password', '');
    } finally {
      setPending(null);
    }
  };

  return (
    <Card title={t('transfer.title')} data-testid="agent-transfer">
      <Statistic title={t('transfer.balance')} value={formatMoney(balance, currency)} data-testid="agent-balance" />
      {done && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          data-testid="agent-transfer-done"
          message={t('transfer.done', { amount: formatMoney(done.amount, currency), account: done.member_account })}
        />
      )}
      {failure && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={failure} data-testid="agent-transfer-error" />}
      <Form<TransferForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 420, marginTop: 16 }}
        onFinish={(values) => {
          setDone(null);
          setFailure(null);
          setPending(values);
        }}
      >
        <Form.Item name="member_account" label={t('transfer.account')} rules={rules.member_account}>
          <AutoComplete options={options} filterOption={(input, o) => String(o?.value ?? '').toLowerCase().includes(input.toLowerCase())}>
            <Input autoComplete="off" maxLength={32} placeholder={t('transfer.account_ph')} />
          </AutoComplete>
        </Form.Item>
        <Form.Item name="amount" label={t('transfer.amount', { symbol: formatMoney(0, currency).split(' ')[0] })} rules={rules.amount}>
          <Input inputMode="decimal" autoComplete="off" maxLength={16} placeholder={t('transfer.amount_ph')} />
        </Form.Item>
        <Form.Item name="withdraw_password" label={t('transfer.withdraw_password')} rules={rules.withdraw_password}>
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={4} />
        </Form.Item>
        <Button type="primary" htmlType="submit">{t('transfer.next')}</Button>
      </Form>
      <Modal
        open={pending !== null}
        title={t('transfer.confirm_title')}
        okText={t('transfer.confirm')}
        cancelText={t('transfer.cancel')}
        confirmLoading={sending}
        onOk={() => void confirm()}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending && (
          <Descriptions column={1} size="small" data-testid="agent-transfer-confirm">
            <Descriptions.Item label={t('transfer.account')}>{pending.member_account.trim()}</Descriptions.Item>
            <Descriptions.Item label={t('transfer.amount_plain')}>{formatMoney(pending.amount, currency)}</Descriptions.Item>
            <Descriptions.Item label={t('transfer.after')}>{formatMoney(balance - Number(pending.amount), currency)}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </Card>
  );
}
