import { useMemo, useRef, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  PASSWORD_MAX_LENGTH,
  buildNewPasswordRules,
  isApiError,
  modalStore,
  postEditPassword,
  required,
  sessionStore,
  toFormRule,
} from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { AuthModal } from '../../shared-ui/components/AuthModal';
import { FormAlert } from '../../shared-ui/components/FormAlert';
import { focusFirstError } from '../../shared-ui/utils/focus';

interface Values {
  old_password: string;
  password: string;
  check_password: string;
}

/** The first-login forced password change (spec 2, desktop): it cannot be dismissed, only completed or logged out of. */
export function FirstLoginPasswordModal() {
  const { t, tc } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const rules = useMemo(() => buildNewPasswordRules({ t: tc }), [tc]);
  const oldRule = useMemo(() => toFormRule([required('ph_password')], { t: tc, required: true }), [tc]);

  const onFinish = async (values: Values): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setAlert(null);
    try {
      await postEditPassword({ ...values });
      const member = sessionStore.getState().member;
      if (member) sessionStore.getState().setMember({ ...member, first_login_to_change_password: 0 });
      void message.success(t('first_login.done'));
      modalStore.getState().closeModal('firstLoginChangePassword');
    } catch (error) {
      setAlert(isApiError(error) && error.message ? error.message : tc('error.generic'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <AuthModal title={t('first_login.title')} testId="first-login-modal">
      <p className="auth-lead">{t('first_login.lead')}</p>
      <Form<Values>
        form={form}
      name="first_login"
        layout="vertical"
        className="auth-form"
        requiredMark={false}
        onFinish={(v) => void onFinish(v)}
        onFinishFailed={({ errorFields }) => focusFirstError(form, errorFields)}
        onValuesChange={() => setAlert(null)}
      >
        <FormAlert text={alert} testId="first-login-error" />
        <Form.Item name="old_password" label={t('first_login.old_password')} rules={[oldRule as Rule]}>
          <Input.Password autoFocus autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
        </Form.Item>
        <Form.Item name="password" label={t('reset.password')} rules={rules.password as Rule[]} extra={t('reset.password_hint')}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
        </Form.Item>
        <Form.Item
          name="check_password"
          label={t('reset.check_password')}
          dependencies={['password']}
          rules={rules.check_password as Rule[]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="first-login-submit">
          {t('reset.submit')}
        </Button>
        <Button type="link" block onClick={() => sessionStore.getState().logout('user')}>
          {t('logout')}
        </Button>
      </Form>
    </AuthModal>
  );
}
