import { useMemo } from 'react';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { CAPTCHA_TYPE, getLoginHeader, modalStore, postLogin, sessionStore, type ModalProps } from '@mfp/shared';
import { buildLoginRules } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { CaptchaField } from '../../../common/captcha/components/captcha-field';
import { useCaptcha } from '../../../common/captcha/hooks/use-captcha';
import { challengeStore } from '../../../common/stores/challenge-store';
import { useIsDemo, siteId } from '../../../common/site';
import { AuthForm } from '../../../common/components/auth-form';
import { AuthModal } from '../../../common/components/auth-modal';
import { FormAlert } from '../../../common/components/form-alert';
import { useSingleFlight } from '../../../common/hooks/use-single-flight';
import { planFailure } from '../../../common/utils/failure';
import { deviceInfo } from '../../../common/utils/device-info';
import { handOffSession, readChallenge } from '../../../common/utils/session';

interface LoginValues {
  account: string;
  password: string;
  answer?: string;
}

/** The login modal (spec 2, 4, 5, 8). */
export function LoginModal({ props }: { props: ModalProps['login'] }) {
  const { t, tc } = useT();
  const [form] = Form.useForm<LoginValues>();
  const demo = useIsDemo();
  const captcha = useCaptcha(CAPTCHA_TYPE.login, !demo);
  const { busy, alert, setAlert, run } = useSingleFlight();
  const rules = useMemo(() => buildLoginRules({ t: tc, demo }), [tc, demo]);

  const close = (): void => sessionStore.getState().cancelLogin();
  const switchTo = (name: 'register' | 'forgotPassword'): void => {
    modalStore.getState().closeModal('login');
    modalStore.getState().openModal(name);
  };

  const onSubmit = (values: LoginValues): Promise<void> =>
    run('submit', async () => {
      const account = values.account.trim();
      sessionStore.getState().submitLogin();
      try {
        const header = (await getLoginHeader()).data ?? {};
        const reply = await postLogin(
          {
            account,
            password: values.password,
            site_id: siteId(),
            answer: (values.answer ?? '').trim(),
            captcha_token: captcha.captcha?.token ?? '',
            ...deviceInfo(),
          },
          header,
        );
        if (props?.redirect) sessionStore.setState({ redirectAfterLogin: props.redirect });
        handOffSession(reply.data, account);
      } catch (error) {
        sessionStore.getState().loginFailed();
        const plan = planFailure('login', error, tc);
        if (!plan) return;
        const actions = plan.resolved.actions;
        if (actions.includes('refreshCaptcha')) {
          form.setFieldValue('answer', '');
          void captcha.refresh();
        }
        const challenge = readChallenge(plan.data);
        const opens = actions.includes('openDoubleValidation')
          ? 'device'
          : actions.includes('openWithdrawValidation')
            ? 'withdrawPassword'
            : null;
        if (opens && challenge) {
          challengeStore.getState().set(opens, account);
          // The question replaces the login box (one box on screen); the page asked for waits for its success.
          if (props?.redirect) sessionStore.setState({ redirectAfterLogin: props.redirect });
          modalStore.getState().closeModal('login');
          modalStore.getState().openModal('doubleValidation', challenge);
          return;
        }
        if (plan.resolved.notify) setAlert(plan.text);
      }
    });

  return (
    <AuthModal title={t('login.title')} testId="login-modal" onClose={close}>
      <AuthForm<LoginValues> form={form} name="login" onSubmit={onSubmit} onValuesChange={() => setAlert(null)}>
        <FormAlert text={alert} testId="login-error" />
        <Form.Item name="account" label={t('login.account')} rules={rules.account as Rule[]}>
          <Input autoComplete="username" autoFocus maxLength={32} placeholder={tc('ph_account_name')} />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={rules.password as Rule[]}>
          <Input.Password autoComplete="current-password" maxLength={32} placeholder={tc('ph_password')} />
        </Form.Item>
        {demo ? null : <CaptchaField name="answer" state={captcha} rules={rules.answer} />}
        <Button type="primary" htmlType="submit" block loading={busy !== null} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <div className="auth-links">
          <Button type="link" onClick={() => switchTo('forgotPassword')}>
            {t('login.forgot')}
          </Button>
          <Button type="link" onClick={() => switchTo('register')}>
            {t('login.to_register')}
          </Button>
        </div>
      </AuthForm>
    </AuthModal>
  );
}
