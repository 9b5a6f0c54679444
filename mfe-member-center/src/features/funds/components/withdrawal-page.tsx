import { Button, Form, Input, Result, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  WITHDRAW_PASSWORD_DIGITS,
  openModal,
  bankAccountListQuery,
  memberProfileQuery,
  postWithdrawal,
  refreshWallet,
  useSessionStore,
} from '@mfp/shared';
import { isWithdrawPassword } from '@mfp/shared/validation';
import type { WithdrawalOrder } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMutation, useQueries } from '@tanstack/react-query';
import { PageState } from '../../../common/page-state';
import { useMoney } from '../../../common/money';
import { FundsForm } from './funds-form';
import { requiredMatching } from '../utils/required-matching';

interface WithdrawForm {
  bank_account_id: number;
  amount: number;
  withdraw_password: string;
}

/** Withdrawal to a bound bank account with the 4-digit withdraw password. */
export function WithdrawalPage() {
  const { t } = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const account = useSessionStore((s) => s.account);
  // The bank list and the profile are the same queries the bank and info pages show (one request each).
  const accounts = useQueries({
    queries: [bankAccountListQuery(), memberProfileQuery()],
    combine: ([banks, profile]) => ({
      data:
        banks.data && profile.data
          ? { list: banks.data.list, hasWithdrawPassword: Number(profile.data.is_withdraw_password) === 1 }
          : undefined,
      error: banks.error ?? profile.error,
      refetch: () => Promise.all([banks.refetch(), profile.refetch()]),
    }),
  });
  const [form] = Form.useForm<WithdrawForm>();
  const list = accounts.data?.list ?? [];

  // The withdrawn amount leaves the balance: refreshWallet refetches myCash (the wallet query and store).
  const withdrawal = useMutation({ mutationFn: postWithdrawal, onSuccess: () => void refreshWallet() });
  const send = async (v: WithdrawForm): Promise<WithdrawalOrder> => {
    const r = await withdrawal.mutateAsync(v);
    form.resetFields(['withdraw_password', 'amount']);
    return r.data;
  };

  return (
    <div data-testid="page-Withdrawal">
      <PageState query={accounts}>
        {list.length === 0 ? (
          <Result
            status="info"
            title={t('withdraw.no_bank')}
            extra={
              <Button type="primary" onClick={() => navigate('../BindAccount')}>
                {t('deposit.bind_now')}
              </Button>
            }
          />
        ) : accounts.data && !accounts.data.hasWithdrawPassword ? (
          <Result
            status="info"
            data-testid="withdraw-no-password"
            title={t('withdraw.no_password')}
            extra={
              <Button type="primary" onClick={() => navigate('../Info')}>
                {t('withdraw.set_password')}
              </Button>
            }
          />
        ) : (
          <FundsForm
            title={t('menu.withdrawal')}
            form={form}
            send={send}
            orderResult={{
              testId: 'withdraw-order',
              describe: (order) => ({
                done: true,
                title: t('withdraw.order_created'),
                text: t('withdraw.order_text', { order: order.order_number, amount: money(order.amount) }),
              }),
            }}
            busy={withdrawal.isPending}
            onFailed={() => form.resetFields(['withdraw_password'])}
            submitLabel={t('withdraw.submit')}
            initialValues={{ bank_account_id: list[0]?.id }}
            source={
              <Form.Item name="bank_account_id" label={t('withdraw.bank')} rules={[{ required: true }]}>
                <Select
                  options={list.map((b) => ({ value: b.id, label: `${b.bank_name} ${b.account_number}` }))}
                />
              </Form.Item>
            }
            actions={
              <Button
                type="link"
                onClick={() => openModal('withdrawPasswordVerify', account ? { account } : undefined)}
              >
                {t('withdraw.forgot')}
              </Button>
            }
          >
            <Form.Item
              name="withdraw_password"
              label={t('withdraw.password')}
              rules={requiredMatching(t('common:signup.err_withdraw_password'), isWithdrawPassword)}
            >
              <Input.Password inputMode="numeric" maxLength={WITHDRAW_PASSWORD_DIGITS} autoComplete="off" />
            </Form.Item>
          </FundsForm>
        )}
      </PageState>
    </div>
  );
}
