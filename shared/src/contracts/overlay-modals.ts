import type { ModalName } from '../stores/modal-store';

/** The modals the auth remote's overlay owns and renders; the host loads that overlay when one opens. */
export const AUTH_MODAL_NAMES = [
  'login',
  'register',
  'forgotPassword',
  'passwordReset',
  'doubleValidation',
  'withdrawPasswordVerify',
  'firstLoginChangePassword',
] as const satisfies readonly ModalName[];

export type AuthModalName = (typeof AUTH_MODAL_NAMES)[number];

/** True when the auth overlay owns this modal. */
export function isAuthModal(name: string): name is AuthModalName {
  return (AUTH_MODAL_NAMES as readonly string[]).includes(name);
}
