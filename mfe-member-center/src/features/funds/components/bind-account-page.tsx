import { App, Button, Card, Form, Input, List } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bankAccountListQuery, depositChannelsQuery, postBankAccountBind, sessionStore } from '@mfp/shared';
import type { BankAccountBindBody } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { PageState } from '../../../common/page-state';
import { requiredMatching } from '../utils/required-matching';
import { useSingleFlight } from '../../../common/use-single-flight';

const ACCOUNT_NUMBER = /^\d{8,20}$/;

/** Bank accounts: the bound ones (masked) and binding a new one; binding clears the deposit prompt. */
export function BindAccountPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const accounts = useQuery(bankAccountListQuery());
  const client = useQueryClient();
  const [form] = Form.useForm<BankAccountBindBody>();
  // One request per submit however often it is clicked: the button is busy while the bind runs.
  const binding = useMutation({
    mutationFn: (v: BankAccountBindBody) => postBankAccountBind({ ...v, account_number: v.account_number.replace(/[\s-]/g, '') }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bankAccountListQuery().queryKey });
      void client.invalidateQueries({ queryKey: depositChannelsQuery().queryKey });
    },
  });
  const saving = binding.isPending;
  const list = accounts.data?.list ?? [];
  const full = accounts.data ? list.length >= accounts.data.max_count : false;

  const bind = useSingleFlight(async (v: BankAccountBindBody) => {
    try {
      await binding.mutateAsync(v);
      const member = sessionStore.getState().member;
      if (member) sessionStore.getState().setMember({ ...member, need_bank_account_deposit_verified: 0 });
      message.success(t('bank.bound'));
      form.resetFields();
      navigate('../Deposit');
    } catch (e) {
      message.error(errorText(e));
    }
  });

  return (
    <div data-testid="page-BindAccount" style={{ display: 'grid', gap: 16 }}>
      <PageState query={accounts}>
        <Card size="small" title={t('bank.accounts')}>
          <List
            locale={{ emptyText: t('bank.none') }}
            dataSource={list}
            renderItem={(b) => (
              <List.Item key={b.id}>
                <List.Item.Meta title={b.bank_name} description={`${b.account_name} · ${b.account_number}`} />
              </List.Item>
            )}
          />
        </Card>
      </PageState>
      <Card size="small" title={t('bank.bind')}>
        <Form form={form} layout="vertical" onFinish={(v) => void bind(v)} style={{ maxWidth: 420 }} disabled={full} data-testid="bind-form">
          <Form.Item name="bank_name" label={t('bank.bank_name')} rules={[{ required: true, min: 2, max: 64, whitespace: true, message: t('bank.bank_name_rule') }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="account_name" label={t('bank.account_name')} rules={[{ required: true, min: 2, max: 64, whitespace: true, message: t('bank.account_name_rule') }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="account_number"
            label={t('bank.account_number')}
            rules={requiredMatching(t('bank.account_number_rule'), (v) => ACCOUNT_NUMBER.test(v.replace(/[\s-]/g, '')))}
          >
            <Input inputMode="numeric" maxLength={32} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('bank.bind')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
