/** @jest-environment node */
import {
  CONTACT_EDIT_ERRORS,
  DOUBLE_VALIDATION_ERRORS,
  DOUBLE_VALIDATION_GONE_CODES,
  REGISTRATION_ERRORS,
  RED_ENVELOPE_ERRORS,
  RESET_PASSWORD_REVERIFY_CODES,
  resolveError,
} from '..';
import { ENVELOPE_GONE_CODE } from '../../flows/red-envelope';

describe('code lists beside their tables (spec 8)', () => {
  it('reset password: 101, 102 and 201 to 203 ask to verify again (RESET_PASSWORD_REVERIFY_CODES)', () => {
    expect([...RESET_PASSWORD_REVERIFY_CODES].sort()).toEqual(['101', '102', '201', '202', '203']);
    for (const code of RESET_PASSWORD_REVERIFY_CODES)
      expect(resolveError('resetPassword', code)).toMatchObject({ kind: 'i18n', key: 'signup.error_verify_pls_reVerify' });
    expect(resolveError('resetPassword', 204, 'from server')).toMatchObject({ kind: 'server', message: 'from server' });
  });

  it('double validation: the challenge-gone codes (DOUBLE_VALIDATION_GONE_CODES) are rows of its table', () => {
    for (const code of DOUBLE_VALIDATION_GONE_CODES) expect(DOUBLE_VALIDATION_ERRORS.codes[code]).toBeDefined();
  });

  it('red envelope: ENVELOPE_GONE_CODE is the table row that removes the envelope', () => {
    expect(RED_ENVELOPE_ERRORS.codes[ENVELOPE_GONE_CODE]?.actions).toEqual(['removeEnvelope']);
  });

  it('contact fields 301-308 answer on the same field in registration and the member-center edit', () => {
    const contact = ['301', '302', '304', '305', '306', '307', '308'];
    for (const code of contact) {
      expect(REGISTRATION_ERRORS.codes[code]?.field).toMatch(/^member_/);
      expect(CONTACT_EDIT_ERRORS.codes[code]).toEqual(REGISTRATION_ERRORS.codes[code]);
    }
    expect(CONTACT_EDIT_ERRORS.codes['303']).toBeUndefined();
  });
});
