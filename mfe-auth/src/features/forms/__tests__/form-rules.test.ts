import { type RegisterSettingItem } from '@mfp/shared';
import {
  buildDoubleValidationRules,
  buildLoginRules,
  buildNewPasswordRules,
  buildRegistrationRules,
  buildWithdrawVerifyRules,
  type FormRule,
} from '@mfp/shared/validation';

// The forms of this remote use these builders as their antd rules; each is run here as antd would.
const run = async (rules: FormRule[] | undefined, field: string, values: Record<string, unknown>): Promise<string | null> => {
  const form = { getFieldValue: (name: string) => values[name] };
  for (const rule of rules ?? []) {
    const r = typeof rule === 'function' ? rule(form) : rule;
    try {
      await r.validator({}, values[field]);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
};

const item = (name: string, currency: string, o: Partial<RegisterSettingItem> = {}): RegisterSettingItem => ({
  name,
  currency,
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  ...o,
});
const BDT: RegisterSettingItem[] = [
  item('check_password', 'BDT', { is_required: 1 }),
  item('member_name', 'BDT', { is_required: 1 }),
  item('member_phone', 'BDT', { is_required: 1, is_unique: 1, is_verification: 1 }),
  item('member_email', 'BDT', { is_unique: 1 }),
  item('member_birthday', 'BDT'),
  item('withdraw_password', 'BDT'),
  item('member_telegram', 'BDT'),
  item('member_qq', 'BDT', { is_required: 1 }),
  item('identity_id', 'BDT', { is_display: 0 }),
  item('member_captcha', 'BDT', { is_required: 1 }),
];

describe('login form rules', () => {
  const rules = buildLoginRules();
  it.each([
    ['account', '', 'ph_account_name'],
    ['account', '   ', 'ph_account_name'],
    ['password', '', 'ph_password'],
    ['answer', ' ', 'ph_account_verify_code'],
  ])('%s %j -> %s', async (field, value, key) => {
    expect(await run(rules[field as 'account'], field, { [field]: value })).toBe(key);
  });
  it('accepts filled values (unicode included) and skips the captcha in demo mode', async () => {
    expect(await run(rules.account, 'account', { account: 'রহিম01' })).toBeNull();
    expect(buildLoginRules({ demo: true }).answer).toBeUndefined();
  });
});

describe('registration form rules (BDT settings)', () => {
  const rules = buildRegistrationRules(BDT, 'BDT');
  const check = (field: string, values: Record<string, unknown>) =>
    run(rules[field as keyof typeof rules], field, values);

  it.each([
    ['member_account', '', 'signup.require_text'],
    ['member_account', 'abc', 'signup.err_account_length'],
    ['member_account', 'abcdefghijklm', 'signup.err_account_length'],
    ['member_account', 'abc_def1', 'signup.err_account_format'],
    ['member_account', 'রহিমরহিম12', 'signup.err_account_format'],
    ['member_account', ' abcdef1 ', 'signup.err_account_format'],
    ['password', '', 'signup.require_text'],
    ['password', 'ab1', 'signup.err_psw_length'],
    ['password', 'abcdef1234567', 'signup.err_psw_length'],
    ['password', 'abcdefg', 'signup.err_psw_format'],
    ['password', '1234567', 'signup.err_psw_format'],
    ['password', 'abc 123', 'signup.err_psw_format'],
    ['member_name', '   ', 'signup.require_text'],
    ['member_email', 'not-an-email', 'signup.err_email_format'],
    ['member_email', 'a@b', 'signup.err_email_format'],
    ['member_phone', '', 'signup.require_text'],
    ['member_phone', '01711-1111', 'signup.err_phone_invalid'],
    ['member_phone', '০১৭১১১১১১১১', 'signup.err_phone_invalid'],
    ['withdraw_password', '12a4', 'signup.err_withdraw_password'],
    ['withdraw_password', '12345', 'signup.err_withdraw_password'],
    ['member_telegram', 'ab', 'signup.err_contact_length'],
    ['member_telegram', 'ab cd ef', 'signup.err_contact_format'],
    ['member_qq', '', 'signup.require_text'],
    ['member_qq', 'x'.repeat(51), 'signup.err_contact_length'],
    ['answer', '', 'ph_account_verify_code'],
    ['agreement', false, 'signup.err_agreement'],
  ])('%s %j -> %s', async (field, value, key) => {
    expect(await check(field, { [field]: value })).toBe(key);
  });

  it('checks the confirmation, the SMS code, the birthday and hidden fields', async () => {
    expect(await check('check_password', { password: 'abc123', check_password: 'abc124' })).toBe('signup.err_checkPsw_diff');
    expect(await check('check_password', { password: 'abc123', check_password: 'abc123' })).toBeNull();
    expect(await check('phone_verify', { member_phone: '01711111111', phone_verify: '' })).toBe('signup.require_text');
    expect(await check('phone_verify', { member_phone: '01711111111', phone_verify: '12345' })).toBe('signup.err_phone_verify_code');
    expect(await check('phone_verify', { member_phone: '01711111111', phone_verify: '123456' })).toBeNull();
    expect(await check('member_birthday', { member_birthday: { year: 1990, month: 2 } })).toBe('signup.err_birthday_incomplete');
    expect(await check('member_birthday', { member_birthday: { year: 1990, month: 2, day: 3 } })).toBeNull();
    expect(rules.identity_id).toBeUndefined();
    expect(await check('member_email', { member_email: '  a@b.com ' })).toBeNull();
    expect(await check('member_telegram', { member_telegram: '@rahim_01' })).toBeNull();
  });

  it('VND wants names without spaces and 10-digit phones', async () => {
    const vnd = BDT.map((s) => ({ ...s, currency: 'VND' }));
    const r = buildRegistrationRules(vnd, 'VND');
    expect(await run(r.member_name, 'member_name', { member_name: 'Nguyen Van' })).toBe('signup.err_name_vnd');
    expect(await run(r.member_phone, 'member_phone', { member_phone: '012345678' })).toBe('signup.err_phone_length');
  });
});

describe('double validation, withdraw verify and new password rules', () => {
  it('asks per question and for the captcha', async () => {
    const r = buildDoubleValidationRules('member_email');
    expect(await run(r.answer, 'answer', { answer: ' ' })).toBe('double_validation.require_member_email');
    expect(await run(r.captcha_answer, 'captcha_answer', {})).toBe('ph_account_verify_code');
  });

  it('verifies by email or phone', async () => {
    const email = buildWithdrawVerifyRules('email');
    expect(await run(email.member_email, 'member_email', { member_email: 'x@' })).toBe('signup.err_email_format');
    expect(await run(email.withdraw_password, 'withdraw_password', { withdraw_password: '' })).toBe('signup.require_text');
    expect(email.member_phone).toBeUndefined();
    const phone = buildWithdrawVerifyRules('phone');
    expect(await run(phone.member_phone, 'member_phone', { member_phone: '+88017' })).toBe('signup.err_phone_invalid');
    expect(await run(phone.answer, 'answer', { answer: '' })).toBe('ph_account_verify_code');
  });

  it('wants 6-12 and the same confirmation', async () => {
    const r = buildNewPasswordRules();
    expect(await run(r.password, 'password', { password: '' })).toBe('ph_password');
    expect(await run(r.password, 'password', { password: 'abc12' })).toBe('signup.err_psw_length');
    expect(await run(r.password, 'password', { password: 'abcdefghij123' })).toBe('signup.err_psw_length');
    expect(await run(r.check_password, 'check_password', { password: 'abc123', check_password: 'abc12' })).toBe(
      'signup.err_checkPsw_diff',
    );
  });
});
