import { useMemo } from 'react';
import { App, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { PASSWORD_MAX_LENGTH, isApiError, modalStore, postEditPassword, sessionStore } from '@mfp/shared';
import { required, toFormRule } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { AuthForm } from '../../../common/components/auth-form';
import { AuthModal } from '../../../common/components/auth-modal';
import { FormAlert } from '../../../common/components/form-alert';
import { useSingleFlight } from '../../../common/hooks/use-single-flight';
import { NewPasswordFields } from './new-password-fields';

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
  const { busy, alert, setAlert, run } = useSingleFlight();
  const oldRule = useMemo(() => toFormRule([required('ph_password')], { t: tc, required: true }), [tc]);

  const onSubmit = (values: Values): Promise<void> =>
    run('submit', async () => {
      try {
        await postEditPassword({ ...values });
        const member = sessionStore.getState().member;
        if (member) sessionStore.getState().setMember({ ...member, first_login_to_change_password: 0 });
        void message.success(t('first_login.done'));
        modalStore.getState().closeModal('firstLoginChangePassword');
      } catch (error) {
        setAlert(isApiError(error) && error.message ? error.message : tc('error.generic'));
      }
    });

  return (
    <AuthModal title={t('first_login.title')} testId="first-login-modal">
      <p className="auth-lead">{t('first_login.lead')}</p>
      <AuthForm<Values> form={form} name="first_login" onSubmit={onSubmit} onValuesChange={() => setAlert(null)}>
        <FormAlert text={alert} testId="first-login-error" />
        <Form.Item name="old_password" label={t('first_login.old_password')} rules={[oldRule as Rule]}>
          <Input.Password autoFocus autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy !== null} data-testid="first-login-submit">
          {t('reset.submit')}
        </Button>
        <Button type="link" block onClick={() => sessionStore.getState().logout('user')}>
          {t('logout')}
        </Button>
      </AuthForm>
    </AuthModal>
  );
}
