import { useState } from 'react';
import { Button, Result } from 'antd';
import { modalStore, type ModalName } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { AuthModal } from '../../../common/components/auth-modal';
import { NewPasswordForm } from './new-password-form';
import { VerifyStep } from './verify-step';

type Step = { name: 'verify' } | { name: 'reset'; account: string; token: string } | { name: 'done' };

/** Forgot password / withdraw-password verification (spec 4): verify -> token -> new password -> success. */
export function ForgotPasswordModal({
  modal,
  account,
  token,
}: {
  modal: Extract<ModalName, 'forgotPassword' | 'withdrawPasswordVerify' | 'passwordReset'>;
  account?: string;
  token?: string;
}) {
  const { t } = useT();
  const [step, setStep] = useState<Step>(
    account && token ? { name: 'reset', account, token } : { name: 'verify' },
  );
  const close = (): void => modalStore.getState().closeModal(modal);
  const toLogin = (): void => {
    close();
    modalStore.getState().openModal('login');
  };
  const titles: Record<Step['name'], string> = {
    verify: modal === 'forgotPassword' ? t('forgot.title') : t('forgot.title_withdraw'),
    reset: t('reset.title'),
    done: t('reset.title'),
  };

  return (
    <AuthModal title={titles[step.name]} testId={`${modal}-modal`} onClose={close}>
      {step.name === 'verify' ? (
        <VerifyStep account={account} onVerified={(a, tk) => setStep({ name: 'reset', account: a, token: tk })} />
      ) : null}
      {step.name === 'reset' ? (
        <NewPasswordForm
          account={step.account}
          token={step.token}
          onDone={() => setStep({ name: 'done' })}
          onReverify={() => setStep({ name: 'verify' })}
        />
      ) : null}
      {step.name === 'done' ? (
        <Result
          status="success"
          title={t('reset.done')}
          data-testid="reset-done"
          extra={
            <Button type="primary" onClick={toLogin} data-testid="reset-to-login">
              {t('login.submit')}
            </Button>
          }
        />
      ) : null}
    </AuthModal>
  );
}
