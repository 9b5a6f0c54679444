import { Button, Form, Input, message } from 'antd';
import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberProfileQuery, postWithdrawPasswordSet } from '@mfp/shared';
import { buildWithdrawPasswordSetRules } from '@mfp/shared/validation';
import type { WithdrawPasswordSetField } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { errorField } from '../../../common/field-error';
import { useSingleFlight } from '../../../common/use-single-flight';

type SetForm = Record<WithdrawPasswordSetField, string>;

/**
 * Sets the first withdraw password (4 digits, spec 5 rules): antd, loaded for a member who has none yet.
 * Its toasts are antd's static ones (themed by SiteTheme's holder): the form leaves the page once saved, and a
 * toast held by its own App would leave with it.
 */
export function WithdrawPasswordForm() {
  const { t } = useT();
  const errorText = useErrorText();
  const [form] = Form.useForm<SetForm>();
  const client = useQueryClient();
  // The profile's is_withdraw_password changes: the profile query refetches (info and withdrawal pages).
  const passwordSet = useMutation({
    mutationFn: postWithdrawPasswordSet,
    onSuccess: () => client.invalidateQueries({ queryKey: memberProfileQuery().queryKey }),
  });
  const saving = passwordSet.isPending;
  const rules = useMemo(() => buildWithdrawPasswordSetRules({ t: (k) => t(k, { ns: 'common' }) }), [t]);

  // One request per submit however often it is clicked.
  const submit = useSingleFlight(async (v: SetForm) => {
    try {
      await passwordSet.mutateAsync({ withdraw_password: v.withdraw_password, check_withdraw_password: v.check_withdraw_password });
      message.success(t('info.withdraw_password_saved'));
      form.resetFields();
    } catch (e) {
      const field = errorField(e);
      if (field) form.setFields([{ name: field as WithdrawPasswordSetField, errors: [errorText(e)] }]);
      else message.error(errorText(e));
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 420, marginTop: 12 }}
      data-testid="withdraw-password-form"
    >
      <Form.Item name="withdraw_password" label={t('info.new_withdraw_password')} rules={rules.withdraw_password} dependencies={['check_withdraw_password']}>
        <Input.Password inputMode="numeric" maxLength={4} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="check_withdraw_password" label={t('info.check_withdraw_password')} rules={rules.check_withdraw_password} dependencies={['withdraw_password']}>
        <Input.Password inputMode="numeric" maxLength={4} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="withdraw-password-save">
        {t('info.withdraw_password_submit')}
      </Button>
    </Form>
  );
}
