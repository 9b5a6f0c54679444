import * as V from '..';
import type { FormValues } from '../rule';
import { runRules } from './run-rules';

const formOf = (values: Record<string, unknown>): FormValues => ({ getFieldValue: (name) => values[name] });

describe('login rules (spec 5)', () => {
  it('login: account (ph_account_name), password (ph_password) and captcha (ph_account_verify_code) are required', () => {
    expect(V.validateForm(V.loginChecks(), {})).toEqual({
      account: 'ph_account_name',
      password: 'ph_password',
      answer: 'ph_account_verify_code',
    });
    expect(V.validateForm(V.loginChecks(), { account: '   ', password: '\t', answer: '' })).toEqual({
      account: 'ph_account_name',
      password: 'ph_password',
      answer: 'ph_account_verify_code',
    });
    expect(
      V.validateForm(V.loginChecks(), { account: 'player1', password: 'abc123', answer: '7k2p' }),
    ).toEqual({});
  });
  it('login: the captcha can be skipped in demo mode', () => {
    expect(V.validateForm(V.loginChecks({ demo: true }), { account: 'player1', password: 'x' })).toEqual({});
  });
  it('login: the antd rules reject with the translated key and mark the fields required', async () => {
    const rules = V.buildLoginRules({ t: (key) => `T:${key}` });
    await expect(runRules(rules.account, '')).resolves.toBe('T:ph_account_name');
    await expect(runRules(rules.account, 'player1')).resolves.toBeNull();
    const first = rules.password?.[0];
    const object = typeof first === 'function' ? first(formOf({})) : first;
    expect(object?.required).toBe(true);
  });
});

describe('double validation rules (spec 5)', () => {
  it.each(['member_name', 'identity_id', 'member_phone', 'member_email', 'withdraw_password'] as const)(
    'double validation: an answer to %s is required with its own message, and a captcha',
    (question) => {
      expect(V.validateForm(V.doubleValidationChecks(question), { answer: ' ', captcha_answer: '' })).toEqual(
        {
          answer: V.DOUBLE_VALIDATION_ANSWER_KEYS[question],
          captcha_answer: 'ph_account_verify_code',
        },
      );
      expect(
        V.validateForm(V.doubleValidationChecks(question), { answer: 'x', captcha_answer: 'y' }),
      ).toEqual({});
    },
  );
  it('double validation: antd rules', async () => {
    const rules = V.buildDoubleValidationRules('member_email');
    await expect(runRules(rules.answer, '')).resolves.toBe('double_validation.require_member_email');
    await expect(runRules(rules.captcha_answer, 'abcd')).resolves.toBeNull();
  });
});

describe('withdraw-password verification rules (spec 5)', () => {
  it('withdraw verify (email method): withdraw password, email and captcha are required', () => {
    expect(V.validateForm(V.withdrawVerifyChecks('email'), {})).toEqual({
      account: 'ph_account_name',
      withdraw_password: 'signup.require_text',
      member_email: 'signup.require_text',
      answer: 'ph_account_verify_code',
    });
  });
  it('withdraw verify: the phone is not asked for with the email method and vice versa', () => {
    expect(V.validateForm(V.withdrawVerifyChecks('email'), {})).not.toHaveProperty('member_phone');
    expect(V.validateForm(V.withdrawVerifyChecks('phone'), {})).not.toHaveProperty('member_email');
  });
  it('withdraw verify: a bad email gives signup.err_email_format, a bad phone signup.err_phone_invalid', () => {
    const base = { account: 'player1', withdraw_password: '1234', answer: 'x' };
    expect(V.validateForm(V.withdrawVerifyChecks('email'), { ...base, member_email: 'no-at' })).toEqual({
      member_email: 'signup.err_email_format',
    });
    expect(V.validateForm(V.withdrawVerifyChecks('phone'), { ...base, member_phone: '01 23' })).toEqual({
      member_phone: 'signup.err_phone_invalid',
    });
    expect(V.validateForm(V.withdrawVerifyChecks('phone'), { ...base, member_phone: '০১৭১১' })).toEqual({
      member_phone: 'signup.err_phone_invalid',
    });
    expect(V.validateForm(V.withdrawVerifyChecks('email'), { ...base, member_email: ' a@b.co ' })).toEqual(
      {},
    );
  });
  it.each(['123', '12345', 'abcd', '১২৩৪', '12 4'])(
    'withdraw verify: withdraw password %j that is not 4 digits gives verify_failed',
    (value) => {
      expect(
        V.validateForm(V.withdrawVerifyChecks('phone'), { withdraw_password: value }).withdraw_password,
      ).toBe('verify_failed');
    },
  );
  it('withdraw verify: antd rules are all required', async () => {
    const rules = V.buildWithdrawVerifyRules('phone');
    expect(Object.keys(rules).sort()).toEqual(['account', 'answer', 'member_phone', 'withdraw_password']);
    await expect(runRules(rules.member_phone, 'abc')).resolves.toBe('signup.err_phone_invalid');
  });
});

describe('new password rules (spec 5)', () => {
  it('new password: required', () => {
    expect(V.validateForm(V.newPasswordChecks(), {})).toEqual({
      password: 'ph_password',
      check_password: 'signup.require_text',
    });
  });
  it.each(['abc', 'a'.repeat(13), '', '😀😀😀'])(
    'new password: %j outside 6-12 gives signup.err_psw_length',
    (value) => {
      if (value === '')
        return expect(V.validateForm(V.newPasswordChecks(), { password: value }).password).toBe(
          'ph_password',
        );
      return expect(V.validateForm(V.newPasswordChecks(), { password: value }).password).toBe(
        'signup.err_psw_length',
      );
    },
  );
  it('new password: must equal the confirmation (signup.err_checkPsw_diff)', async () => {
    expect(V.validateForm(V.newPasswordChecks(), { password: 'abc123', check_password: 'abc124' })).toEqual({
      check_password: 'signup.err_checkPsw_diff',
    });
    expect(V.validateForm(V.newPasswordChecks(), { password: 'abc123', check_password: 'abc123' })).toEqual(
      {},
    );
    const rules = V.buildNewPasswordRules();
    await expect(runRules(rules.check_password, 'abc124', { password: 'abc123' })).resolves.toBe(
      'signup.err_checkPsw_diff',
    );
    await expect(runRules(rules.check_password, 'abc123', { password: 'abc123' })).resolves.toBeNull();
  });
});

describe('message-box prompt (spec 5)', () => {
  it('prompt: validates by pattern with the default message Illegal input', async () => {
    const rule = V.buildPromptRule({ pattern: /^\d+$/g });
    await expect(runRules([rule], 'abc')).resolves.toBe(V.PROMPT_DEFAULT_MESSAGE_KEY);
    await expect(runRules([rule], '123')).resolves.toBeNull();
    await expect(runRules([rule], '456')).resolves.toBeNull();
  });
  it('prompt: validates by validator, which may return its own message', () => {
    const check = V.promptCheck({
      validator: (v) => (v === 'ok' ? true : v === '' ? 'empty' : false),
      message: 'bad',
    });
    expect(check('ok', {})).toBeNull();
    expect(check('', {})).toBe('empty');
    expect(check('no', {})).toBe('bad');
    expect(V.promptCheck({})('anything', {})).toBeNull();
  });
});

describe('rule helpers', () => {
  it('firstFailure returns the first failing key', () => {
    expect(V.firstFailure([() => null, () => 'a', () => 'b'], '', {})).toBe('a');
    expect(V.firstFailure([], '', {})).toBeNull();
  });
  it('a ticked check accepts only true', () => {
    expect(V.ticked('k')(true, {})).toBeNull();
    expect(V.ticked('k')('true', {})).toBe('k');
  });
});
