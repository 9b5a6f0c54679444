import type { ReactElement } from 'react';
import { App } from 'antd';
import {
  AUTH_MODAL_NAMES,
  useModalStore,
  type AuthModalName,
  type ModalState,
} from '@mfp/shared';
import { DoubleValidationModal } from '../../features/double-validation/components/double-validation-modal';
import { LoginModal } from '../../features/login/components/login-modal';
import { FirstLoginPasswordModal } from '../../features/password/components/first-login-password-modal';
import { ForgotPasswordModal } from '../../features/password/components/forgot-password-modal';
import { RegisterModal } from '../../features/register/components/register-modal';
import '../auth.css';

type Open = ModalState['open'];

/** How each auth modal (shared AUTH_MODAL_NAMES, the list the host loads this overlay for) renders from the modal store's props. */
const AUTH_MODALS: Readonly<Record<AuthModalName, (open: Open) => ReactElement | null>> = {
  login: (o) => (o.login ? <LoginModal props={o.login.props} /> : null),
  register: (o) => (o.register ? <RegisterModal /> : null),
  forgotPassword: (o) => (o.forgotPassword ? <ForgotPasswordModal modal="forgotPassword" /> : null),
  passwordReset: (o) =>
    o.passwordReset ? (
      <ForgotPasswordModal modal="passwordReset" account={o.passwordReset.props?.account} token={o.passwordReset.props?.token} />
    ) : null,
  withdrawPasswordVerify: (o) =>
    o.withdrawPasswordVerify ? (
      <ForgotPasswordModal modal="withdrawPasswordVerify" account={o.withdrawPasswordVerify.props?.account} />
    ) : null,
  doubleValidation: (o) =>
    o.doubleValidation ? (
      <DoubleValidationModal key={String(o.doubleValidation.props.member_login_id)} props={o.doubleValidation.props} />
    ) : null,
  firstLoginChangePassword: (o) => (o.firstLoginChangePassword ? <FirstLoginPasswordModal /> : null),
};

/** Renders the auth modals the shared modal store has open, and the toasts they leave behind. */
export function AuthModals() {
  const open = useModalStore((s) => s.open);
  const nodes = AUTH_MODAL_NAMES.map((name) => {
    const node = AUTH_MODALS[name](open);
    return node ? <span key={name}>{node}</span> : null;
  }).filter(Boolean);
  // The App (and its message holder) stays mounted: the registration success toast outlives the modal it closes.
  return <App component={false}>{nodes}</App>;
}
