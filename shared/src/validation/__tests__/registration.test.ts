/** @jest-environment node */
import { buildRegistrationRules, joinBirthday, registerSettingsFor, validateRegistration } from '../registration';
import type { RegisterSettingItem } from '../../types';
import { runRules } from './run-rules';

const setting = (name: string, over: Partial<RegisterSettingItem> = {}): RegisterSettingItem => ({
  name,
  currency: 'BDT',
  is_display: 1,
  is_required: 1,
  is_unique: 0,
  is_member_center: 0,
  is_verification: 0,
  ...over,
});

const valid = {
  member_account: 'player01',
  password: 'abc123',
  check_password: 'abc123',
  answer: 'x7',
  agreement: true,
};

describe('registration rules (spec 5)', () => {
  it('registration: a valid minimal form passes', () => {
    expect(validateRegistration(valid, [], 'BDT')).toEqual({});
  });

  it.each([
    ['', 'signup.require_text'],
    ['   ', 'signup.require_text'],
    ['abc12', 'signup.err_account_length'],
    ['abcdefghij123', 'signup.err_account_length'],
    ['abc_123', 'signup.err_account_format'],
    ['abc 123', 'signup.err_account_format'],
    [' abc123', 'signup.err_account_format'],
    ['ব্যবহারকারী১', 'signup.err_account_format'],
    ['abc123', undefined],
    ['ABCdef123456', undefined],
  ])('registration: account must be 6-12 alphanumerics (spec 5): %j', (value, key) => {
    expect(validateRegistration({ ...valid, member_account: value }, [], 'BDT').member_account).toBe(key);
  });

  it.each([
    ['', 'signup.require_text'],
    ['ab1', 'signup.err_psw_length'],
    ['abc1234567890', 'signup.err_psw_length'],
    ['abcdef', 'signup.err_psw_format'],
    ['123456', 'signup.err_psw_format'],
    ['abc 123', 'signup.err_psw_format'],
    ['পাস১২৩abc', 'signup.err_psw_format'],
  ])('registration: password must be 6-12 letters and digits (spec 5): %j', (value, key) => {
    expect(
      validateRegistration({ ...valid, password: value, check_password: value }, [], 'BDT').password,
    ).toBe(key);
  });

  it('registration: confirm password is required and must equal the password', () => {
    expect(validateRegistration({ ...valid, check_password: '' }, [], 'BDT').check_password).toBe(
      'signup.require_text',
    );
    expect(validateRegistration({ ...valid, check_password: 'abc124' }, [], 'BDT').check_password).toBe(
      'signup.err_checkPsw_diff',
    );
  });
  it('registration: confirm password is not checked when it is not displayed', () => {
    expect(
      validateRegistration({ ...valid, check_password: '' }, [], 'BDT', { showCheckPassword: false }),
    ).toEqual({});
    const hidden = [setting('check_password', { is_display: 0 })];
    expect(validateRegistration({ ...valid, check_password: '' }, hidden, 'BDT')).toEqual({});
  });

  it('registration: name is required only if displayed and required; it is trimmed', () => {
    const optional = [setting('member_name', { is_required: 0 })];
    expect(validateRegistration(valid, optional, 'BDT')).toEqual({});
    const req = [setting('member_name')];
    expect(validateRegistration({ ...valid, member_name: '  ' }, req, 'BDT').member_name).toBe(
      'signup.require_text',
    );
    expect(validateRegistration({ ...valid, member_name: ' Rahim Uddin ' }, req, 'BDT')).toEqual({});
    const hidden = [setting('member_name', { is_display: 0 })];
    expect(validateRegistration(valid, hidden, 'BDT')).toEqual({});
  });
  it.each([
    ['张三', undefined],
    [' 张三 ', undefined],
    ['Zhang San', 'signup.err_name_rmb'],
    ['张 三', 'signup.err_name_rmb'],
  ])('registration: an RMB name must be Chinese characters: %j', (value, key) => {
    const rmb = [setting('member_name', { currency: 'RMB' })];
    expect(validateRegistration({ ...valid, member_name: value }, rmb, 'RMB').member_name).toBe(key);
  });
  it.each([
    ['NguyễnVănA', undefined],
    [' NguyễnVănA ', undefined],
    ['Nguyễn Văn A', 'signup.err_name_vnd'],
  ])('registration: a VND name has no spaces: %j', (value, key) => {
    const vnd = [setting('member_name', { currency: 'VND' })];
    expect(validateRegistration({ ...valid, member_name: value }, vnd, 'VND').member_name).toBe(key);
  });

  it('registration: settings of another currency do not apply', () => {
    const usd = [setting('member_email', { currency: 'USD' })];
    expect(validateRegistration(valid, usd, 'BDT')).toEqual({});
    expect(validateRegistration(valid, usd, 'USD').member_email).toBe('signup.require_text');
    expect(registerSettingsFor(usd, 'BDT')('member_email')).toEqual({
      display: false,
      required: false,
      verification: false,
    });
  });

  it.each([
    ['', 'signup.require_text'],
    ['a@b', 'signup.err_email_format'],
    ['a b@c.com', 'signup.err_email_format'],
    ['ই@মেইল.com', 'signup.err_email_format'],
    [' a@b.co ', undefined],
  ])('registration: email is required if configured and must be an email: %j', (value, key) => {
    expect(
      validateRegistration({ ...valid, member_email: value }, [setting('member_email')], 'BDT').member_email,
    ).toBe(key);
  });
  it('registration: an optional email may be empty but not malformed', () => {
    const optional = [setting('member_email', { is_required: 0 })];
    expect(validateRegistration({ ...valid, member_email: '' }, optional, 'BDT')).toEqual({});
    expect(validateRegistration({ ...valid, member_email: 'x' }, optional, 'BDT').member_email).toBe(
      'signup.err_email_format',
    );
  });

  it('registration: birthday year, month and day are all or none; all required if configured', () => {
    const optional = [setting('member_birthday', { is_required: 0 })];
    const req = [setting('member_birthday')];
    expect(validateRegistration({ ...valid, member_birthday: {} }, optional, 'BDT')).toEqual({});
    expect(
      validateRegistration(
        { ...valid, member_birthday: { year: 1990, month: '', day: null } },
        optional,
        'BDT',
      ),
    ).toEqual({
      member_birthday: 'signup.err_birthday_incomplete',
    });
    expect(
      validateRegistration({ ...valid, member_birthday: { year: 1990, month: 1, day: 2 } }, optional, 'BDT'),
    ).toEqual({});
    expect(validateRegistration({ ...valid }, req, 'BDT').member_birthday).toBe('signup.require_text');
    expect(validateRegistration({ ...valid, member_birthday: '1990-01-02' }, req, 'BDT')).toEqual({});
    expect(validateRegistration({ ...valid, member_birthday: '1990-01' }, req, 'BDT').member_birthday).toBe(
      'signup.err_birthday_incomplete',
    );
    expect(validateRegistration({ ...valid, member_birthday: '  ' }, req, 'BDT').member_birthday).toBe(
      'signup.require_text',
    );
  });
  it('registration payload: memberBirthday joins year-month-day', () => {
    expect(joinBirthday({ year: 1990, month: 1, day: 2 })).toBe('1990-01-02');
    expect(joinBirthday({ year: '1990', month: '12', day: '31' })).toBe('1990-12-31');
    expect(joinBirthday('1990-1-2')).toBe('1990-01-02');
    expect(joinBirthday({ year: 1990, month: 1 })).toBe('');
    expect(joinBirthday(null)).toBe('');
    expect(joinBirthday(undefined)).toBe('');
  });

  it.each([
    ['BDT', '', 'signup.require_text'],
    ['BDT', '01711 23456', 'signup.err_phone_invalid'],
    ['BDT', '+8801711', 'signup.err_phone_invalid'],
    ['BDT', '০১৭১১২৩৪৫৬', 'signup.err_phone_invalid'],
    ['BDT', '01711234', undefined],
    ['VND', '091234567', 'signup.err_phone_length'],
    ['VND', '09123456789', 'signup.err_phone_length'],
    ['VND', '0912345678', undefined],
  ])('registration: phone digits only, exactly 10 for VND: %s %j', (currency, value, key) => {
    const phone = [setting('member_phone', { currency })];
    expect(validateRegistration({ ...valid, member_phone: value }, phone, currency).member_phone).toBe(key);
  });
  it('registration: the one site with 10-digit phones outside VND', () => {
    const phone = [setting('member_phone')];
    expect(
      validateRegistration({ ...valid, member_phone: '01711234' }, phone, 'BDT', { tenDigitPhone: true })
        .member_phone,
    ).toBe('signup.err_phone_length');
  });

  it('registration: phone verify code is required, 6 digits, when verification is on and a phone is given', () => {
    const verified = [setting('member_phone', { is_required: 0, is_verification: 1 })];
    expect(validateRegistration({ ...valid, member_phone: '' }, verified, 'BDT')).toEqual({});
    const withPhone = { ...valid, member_phone: '01711234567' };
    expect(validateRegistration(withPhone, verified, 'BDT').phone_verify).toBe('signup.require_text');
    for (const code of ['12345', '1234567', 'abcdef', '১২৩৪৫৬'])
      expect(validateRegistration({ ...withPhone, phone_verify: code }, verified, 'BDT').phone_verify).toBe(
        'signup.err_phone_verify_code',
      );
    expect(validateRegistration({ ...withPhone, phone_verify: '123456' }, verified, 'BDT')).toEqual({});
    const unverified = [setting('member_phone')];
    expect(validateRegistration(withPhone, unverified, 'BDT')).toEqual({});
  });

  describe.each([
    ['member_qq', false],
    ['member_telegram', true],
    ['member_whats_app', false],
    ['member_wechat', false],
    ['member_zalo', false],
    ['member_skype', true],
    ['member_fb', false],
  ])('registration contact field %s', (field, allowsAt) => {
    const req = [setting(field)];
    it('is non-empty if required', () => {
      expect(validateRegistration({ ...valid, [field]: ' ' }, req, 'BDT')[field as 'member_qq']).toBe(
        'signup.require_text',
      );
      expect(validateRegistration(valid, [setting(field, { is_required: 0 })], 'BDT')).toEqual({});
    });
    it('allows letters, digits, _ . - and is 5-50 long', () => {
      const check = (value: string) =>
        validateRegistration({ ...valid, [field]: value }, req, 'BDT')[field as 'member_qq'];
      expect(check('user.name_1-x')).toBeUndefined();
      expect(check('abcd')).toBe('signup.err_contact_length');
      expect(check('a'.repeat(51))).toBe('signup.err_contact_length');
      expect(check('us er1')).toBe('signup.err_contact_format');
      expect(check('ব্যবহারকারী')).toBe('signup.err_contact_format');
      expect(check('user#1')).toBe('signup.err_contact_format');
    });
    it(allowsAt ? 'also allows @' : 'does not allow @', () => {
      const key = validateRegistration({ ...valid, [field]: '@user_1' }, req, 'BDT')[field as 'member_qq'];
      expect(key).toBe(allowsAt ? undefined : 'signup.err_contact_format');
    });
  });

  it('registration: identity id is required if configured', () => {
    expect(validateRegistration(valid, [setting('identity_id')], 'BDT').identity_id).toBe(
      'signup.require_text',
    );
    expect(validateRegistration({ ...valid, identity_id: 'X1' }, [setting('identity_id')], 'BDT')).toEqual(
      {},
    );
    expect(validateRegistration(valid, [setting('identity_id', { is_required: 0 })], 'BDT')).toEqual({});
  });

  it.each([
    ['', 'signup.require_text'],
    ['123', 'signup.err_withdraw_password'],
    ['12345', 'signup.err_withdraw_password'],
    ['12a4', 'signup.err_withdraw_password'],
    ['১২৩৪', 'signup.err_withdraw_password'],
    [' 1234', 'signup.err_withdraw_password'],
    ['1234', undefined],
  ])('registration: withdraw password is 4 digits if required: %j', (value, key) => {
    const req = [setting('withdraw_password')];
    expect(validateRegistration({ ...valid, withdraw_password: value }, req, 'BDT').withdraw_password).toBe(
      key,
    );
  });

  it('registration: the captcha answer is required if displayed', () => {
    expect(validateRegistration({ ...valid, answer: '' }, [], 'BDT').answer).toBe('ph_account_verify_code');
    expect(validateRegistration({ ...valid, answer: '' }, [], 'BDT', { showCaptcha: false })).toEqual({});
  });

  it('registration: the agreement must be ticked (signup.err_agreement)', () => {
    expect(validateRegistration({ ...valid, agreement: false }, [], 'BDT').agreement).toBe(
      'signup.err_agreement',
    );
    expect(validateRegistration({ ...valid, agreement: undefined }, [], 'BDT').agreement).toBe(
      'signup.err_agreement',
    );
  });

  it('registration: several failures are reported per field', () => {
    expect(validateRegistration({}, [setting('member_email')], 'BDT')).toEqual({
      member_account: 'signup.require_text',
      password: 'signup.require_text',
      check_password: 'signup.require_text',
      member_email: 'signup.require_text',
      answer: 'ph_account_verify_code',
      agreement: 'signup.err_agreement',
    });
  });
});

describe('buildRegistrationRules (spec 5)', () => {
  const settings = [
    setting('member_phone', { is_verification: 1 }),
    setting('member_name', { is_required: 0 }),
  ];
  it('registration rules: only displayed fields get rules', () => {
    const rules = buildRegistrationRules(settings, 'BDT');
    expect(Object.keys(rules).sort()).toEqual(
      [
        'agreement',
        'answer',
        'check_password',
        'member_account',
        'member_name',
        'member_phone',
        'password',
        'phone_verify',
      ].sort(),
    );
  });
  it('registration rules: the confirm rule reads the password from the form', async () => {
    const rules = buildRegistrationRules(settings, 'BDT', { t: (key) => `t(${key})` });
    await expect(runRules(rules.check_password, 'abc124', { password: 'abc123' })).resolves.toBe(
      't(signup.err_checkPsw_diff)',
    );
    await expect(runRules(rules.check_password, 'abc123', { password: 'abc123' })).resolves.toBeNull();
  });
  it('registration rules: the phone verify rule reads the phone from the form', async () => {
    const rules = buildRegistrationRules(settings, 'BDT');
    await expect(runRules(rules.phone_verify, '', { member_phone: '01711234567' })).resolves.toBe(
      'signup.require_text',
    );
    await expect(runRules(rules.phone_verify, '', { member_phone: '' })).resolves.toBeNull();
  });
  it('registration rules: required fields are marked for the asterisk', () => {
    const rules = buildRegistrationRules(settings, 'BDT');
    const required = (list: typeof rules.member_name) => {
      const rule = list?.[0];
      return typeof rule === 'function' ? rule({ getFieldValue: () => undefined }).required : rule?.required;
    };
    expect(required(rules.member_account)).toBe(true);
    expect(required(rules.member_name)).toBe(false);
  });
});
