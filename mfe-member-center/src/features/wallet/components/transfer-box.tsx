import { App, Button, Card, Descriptions, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { postWalletTransfer, refreshWallet, useLayoutStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { useMoney } from '../../../common/money';
import { transferProblem, type TransferDraft } from '../utils/transfer-validation';
import type { ProviderWallet } from '../hooks/use-wallet';

const MAIN = 'main';

/** Transfer between wallets, confirmed in the member-transfer validation box. */
export function TransferBox({ wallets, mainCash }: { wallets: ProviderWallet[]; mainCash: number }) {
  const { t } = useT();
  const money = useMoney();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ from?: string; to?: string; amount?: number }>();
  // One row on desktop; stacked full-width fields on a phone.
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const field = isDesktop ? { minWidth: 170 } : { width: '100%' };
  const [draft, setDraft] = useState<TransferDraft | null>(null);
  const [sending, setSending] = useState(false);
  const options = [
    { value: MAIN, label: t('wallet.main') },
    ...wallets.map((w) => ({ value: w.gp_id, label: w.gp_name ?? w.gp_id })),
  ];
  const available = (id: string): number =>
    id === MAIN ? mainCash : Number(wallets.find((w) => w.gp_id === id)?.cash ?? 0);
  const labelOf = (id: string | undefined) => options.find((o) => o.value === id)?.label ?? '-';
  const problem = draft ? transferProblem(draft, available) : null;

  const confirm = async () => {
    if (!draft || problem || !draft.from || !draft.to || !draft.amount) return;
    setSending(true);
    try {
      await postWalletTransfer({ from_wallet: draft.from, to_wallet: draft.to, amount: draft.amount });
      message.success(t('wallet.transfer_done'));
      setDraft(null);
      form.resetFields(['amount']);
      await refreshWallet();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t('wallet.transfer')} size="small" data-testid="transfer-box">
      <Form
        form={form}
        layout={isDesktop ? 'inline' : 'vertical'}
        onFinish={(v) => setDraft({ from: v.from, to: v.to, amount: v.amount })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="from" label={t('wallet.from')} initialValue={MAIN}>
          <Select options={options} style={field} aria-label={t('wallet.from')} />
        </Form.Item>
        <Form.Item name="to" label={t('wallet.to')}>
          <Select options={options} style={field} aria-label={t('wallet.to')} />
        </Form.Item>
        <Form.Item name="amount" label={t('wallet.amount')}>
          <InputNumber min={0} precision={2} style={isDesktop ? { width: 140 } : { width: '100%' }} aria-label={t('wallet.amount')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block={!isDesktop}>
          {t('wallet.transfer')}
        </Button>
      </Form>
      <Modal
        open={draft !== null}
        title={t('wallet.validation_title')}
        onCancel={() => setDraft(null)}
        onOk={() => void confirm()}
        okText={t('wallet.confirm')}
        cancelText={t('wallet.cancel')}
        okButtonProps={{ disabled: problem !== null, loading: sending }}
        data-testid="transfer-validation"
      >
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('wallet.from')}>
            {labelOf(draft?.from)} ({money(draft?.from ? available(draft.from) : null)})
          </Descriptions.Item>
          <Descriptions.Item label={t('wallet.to')}>{labelOf(draft?.to)}</Descriptions.Item>
          <Descriptions.Item label={t('wallet.amount')}>{money(draft?.amount)}</Descriptions.Item>
        </Descriptions>
        {problem ? (
          <p role="alert" style={{ color: '#ff4d4f' }}>
            {t(`wallet.problem.${problem}`)}
          </p>
        ) : null}
      </Modal>
    </Card>
  );
}
