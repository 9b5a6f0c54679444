import { ACCOUNT_MAX_LENGTH, PASSWORD_MAX_LENGTH, WITHDRAW_PASSWORD_DIGITS } from '@mfp/shared';
import { LATER_FIELDS, TEXT_FIELDS, atCap } from '../field-caps';

const capOf = (name: string): number | undefined =>
  [...TEXT_FIELDS, ...LATER_FIELDS].find((field) => field.name === name)?.max;

describe('register field caps follow the shared length rules (spec 5)', () => {
  it('the account is capped at ACCOUNT_MAX_LENGTH (6-12), not 32', () => {
    expect(capOf('member_account')).toBe(ACCOUNT_MAX_LENGTH);
    expect(ACCOUNT_MAX_LENGTH).toBe(12);
  });
  it('password and confirmation at PASSWORD_MAX_LENGTH, withdraw password at WITHDRAW_PASSWORD_DIGITS', () => {
    expect(capOf('password')).toBe(PASSWORD_MAX_LENGTH);
    expect(capOf('check_password')).toBe(PASSWORD_MAX_LENGTH);
    expect(capOf('withdraw_password')).toBe(WITHDRAW_PASSWORD_DIGITS);
  });
});

describe('a capped field says when it is full (nothing past the cap is dropped without a word)', () => {
  it('the account at 12 characters is at its cap; 11 is not; nothing typed is not', () => {
    expect(atCap('abcdefghijkl', ACCOUNT_MAX_LENGTH)).toBe(true);
    expect(atCap('abcdefghijk', ACCOUNT_MAX_LENGTH)).toBe(false);
    expect(atCap(undefined, ACCOUNT_MAX_LENGTH)).toBe(false);
  });
});
