import { useMemo, useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { PASSWORD_MAX_LENGTH, buildNewPasswordRules, postPasswordReset } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { FormAlert } from '../../shared-ui/components/FormAlert';
import { focusFirstError } from '../../shared-ui/utils/focus';
import { planFailure } from '../../shared-ui/utils/failure';

interface Values {
  password: string;
  check_password: string;
}

/** Codes after which the token is no good: verify again (spec 8, reset password). */
const REVERIFY = new Set(['101', '102', '201', '202']);

/** The set-new-password step of the reset (spec 4): 6-12, equal to its confirmation, then /vx/reset. */
export function NewPasswordForm({
  account,
  token,
  onDone,
  onReverify,
}: {
  account: string;
  token: string;
  onDone(): void;
  onReverify(): void;
}) {
  const { t, tc } = useT();
  const [form] = Form.useForm<Values>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const inFlight = useRef(false);
  const rules = useMemo(() => buildNewPasswordRules({ t: tc }), [tc]);

  const onFinish = async (values: Values): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setAlert(null);
    try {
      await postPasswordReset({ account, password: values.password, token });
      onDone();
    } catch (error) {
      const plan = planFailure('resetPassword', error, tc);
      if (!plan) return;
      setAlert(plan.text);
      setExpired(REVERIFY.has(plan.resolved.code));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="new_password"
      layout="vertical"
      className="auth-form"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
      onFinishFailed={({ errorFields }) => focusFirstError(form, errorFields)}
      data-testid="new-password-form"
    >
      <FormAlert text={alert} testId="reset-error" />
      <Form.Item name="password" label={t('reset.password')} rules={rules.password as Rule[]} extra={t('reset.password_hint')}>
        <Input.Password autoFocus autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
      </Form.Item>
      <Form.Item
        name="check_password"
        label={t('reset.check_password')}
        dependencies={['password']}
        rules={rules.check_password as Rule[]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
      {expired ? (
        <Button type="link" block onClick={onReverify}>
          {t('reset.reverify')}
        </Button>
      ) : null}
    </Form>
  );
}
