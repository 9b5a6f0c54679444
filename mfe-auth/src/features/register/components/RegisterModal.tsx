import { modalStore } from '@mfp/shared';
import { Button } from 'antd';
import { useT } from '../../../i18n/use-t';
import { AuthModal } from '../../shared-ui/components/AuthModal';
import { RegisterForm } from './RegisterForm';

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
