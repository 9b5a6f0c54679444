/** @jest-environment node */
import { AUTH_MODAL_NAMES, isAuthModal } from '../overlay-modals';

describe('auth-owned modals: one list for the host overlay host and the auth overlay', () => {
  it('AUTH_MODAL_NAMES holds login, registration, password and double-validation modals', () => {
    expect([...AUTH_MODAL_NAMES].sort()).toEqual(
      [
        'doubleValidation',
        'firstLoginChangePassword',
        'forgotPassword',
        'login',
        'passwordReset',
        'register',
        'withdrawPasswordVerify',
      ].sort(),
    );
  });
  it('isAuthModal tells auth modals from the others', () => {
    for (const name of AUTH_MODAL_NAMES) expect(isAuthModal(name)).toBe(true);
    expect(isAuthModal('redEnvelope')).toBe(false);
    expect(isAuthModal('')).toBe(false);
  });
});
