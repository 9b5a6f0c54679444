import { useMemo } from 'react';
import { Button, Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { CAPTCHA_TYPE, WITHDRAW_PASSWORD_DIGITS, postWithdrawVerify, type WithdrawVerifyPayload } from '@mfp/shared';
import { buildWithdrawVerifyRules, type WithdrawVerifyMethod } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { CaptchaField } from '../../../common/captcha/components/captcha-field';
import { useCaptcha } from '../../../common/captcha/hooks/use-captcha';
import { AuthForm } from '../../../common/components/auth-form';
import { FormAlert } from '../../../common/components/form-alert';
import { useSingleFlight } from '../../../common/hooks/use-single-flight';
import { planFailure } from '../../../common/utils/failure';

interface Values {
  account: string;
  withdraw_password: string;
  method: WithdrawVerifyMethod;
  member_email?: string;
  member_phone?: string;
  answer: string;
}

/** The verify body: the chosen method's contact only, plus the captcha answer and token. */
export function verifyPayload(
  values: Values,
  captchaToken: string,
): WithdrawVerifyPayload & { answer: string; captcha_token: string } {
  const contact =
    values.method === 'email'
      ? { member_email: (values.member_email ?? '').trim() }
      : { member_phone: (values.member_phone ?? '').trim() };
  return {
    account: values.account.trim(),
    withdraw_password: values.withdraw_password.trim(),
    ...contact,
    answer: values.answer.trim(),
    captcha_token: captchaToken,
  };
}

/** Withdraw-password verification (spec 5): password, email or phone, captcha -> a reset token. */
export function VerifyStep({
  account,
  onVerified,
}: {
  account?: string;
  onVerified(account: string, token: string): void;
}) {
  const { t, tc } = useT();
  const [form] = Form.useForm<Values>();
  const method = Form.useWatch('method', form) ?? 'email';
  const captcha = useCaptcha(CAPTCHA_TYPE.login);
  const { busy, alert, setAlert, run } = useSingleFlight();
  const rules = useMemo(() => buildWithdrawVerifyRules(method, { t: tc }), [method, tc]);

  const onSubmit = (values: Values): Promise<void> =>
    run('submit', async () => {
      try {
        const reply = await postWithdrawVerify(verifyPayload(values, captcha.captcha?.token ?? ''));
        onVerified(values.account.trim(), reply.data.token);
      } catch (error) {
        const plan = planFailure('withdrawVerify', error, tc);
        if (!plan) return;
        if (plan.resolved.actions.includes('refreshCaptcha')) {
          form.setFieldValue('answer', '');
          void captcha.refresh();
        }
        setAlert(plan.text);
      }
    });

  return (
    <AuthForm<Values>
      form={form}
      name="withdraw_verify"
      initialValues={{ account: account ?? '', method: 'email' }}
      onSubmit={onSubmit}
      onValuesChange={() => setAlert(null)}
      data-testid="verify-form"
    >
      <p className="auth-lead">{t('forgot.lead')}</p>
      <FormAlert text={alert} testId="verify-error" />
      <Form.Item name="account" label={t('login.account')} rules={rules.account as Rule[]}>
        <Input autoFocus autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item name="withdraw_password" label={t('forgot.withdraw_password')} rules={rules.withdraw_password as Rule[]}>
        <Input.Password inputMode="numeric" maxLength={WITHDRAW_PASSWORD_DIGITS} autoComplete="off" />
      </Form.Item>
      <Form.Item name="method" label={t('forgot.method')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'email', label: t('forgot.by_email') },
            { value: 'phone', label: t('forgot.by_phone') },
          ]}
        />
      </Form.Item>
      {method === 'email' ? (
        <Form.Item name="member_email" label={t('register.member_email')} rules={rules.member_email as Rule[]}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
      ) : (
        <Form.Item name="member_phone" label={t('register.member_phone')} rules={rules.member_phone as Rule[]}>
          <Input inputMode="tel" autoComplete="tel" maxLength={20} />
        </Form.Item>
      )}
      <CaptchaField name="answer" state={captcha} rules={rules.answer} />
      <Button type="primary" htmlType="submit" block loading={busy !== null} data-testid="verify-submit">
        {t('forgot.verify')}
      </Button>
    </AuthForm>
  );
}
