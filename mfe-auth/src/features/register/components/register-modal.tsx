import { modalStore } from '@mfp/shared';
import { Button } from 'antd';
import { useT } from '../../../i18n/use-t';
import { AuthModal } from '../../../common/components/auth-modal';
import { RegisterForm } from './register-form';

/** The registration modal. */
export function RegisterModal() {
  const { t } = useT();
  const close = (): void => modalStore.getState().closeModal('register');
  return (
    <AuthModal title={t('register.title')} testId="register-modal" onClose={close} width={560}>
      <RegisterForm formName="register_modal" onRegistered={close} />
      <div className="auth-links">
        <Button
          type="link"
          onClick={() => {
            close();
            modalStore.getState().openModal('login');
          }}
        >
          {t('register.to_login')}
        </Button>
      </div>
    </AuthModal>
  );
}
