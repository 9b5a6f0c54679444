import { ApiError, LOGIN_WAIT_FIELD } from '@mfp/shared';
import { planFailure } from '../failure';

const t = (key: string): string => `t:${key}`;
const err = (code: number | 'requestTimeout' | 'networkError' | 'aborted', message = 'server says', data: unknown = null) =>
  new ApiError({ code, message, data });

const REGISTER_FIELDS = [
  'member_account',
  'member_name',
  'member_phone',
  'member_email',
  'phone_verify',
  'identity_id',
  'answer',
  'member_qq',
  'member_skype',
  'member_wechat',
  'member_zalo',
  'member_fb',
  'member_telegram',
  'member_whats_app',
  'recommend_code',
];

describe('registration codes go to their field', () => {
  it.each([
    [102, 'member_account', 't:signup.err_account_repeat'],
    [103, 'member_name', 't:signup.err_name_repeat'],
    [104, 'member_phone', 't:signup.err_phone_repeat'],
    [105, 'member_email', 't:signup.err_email_repeat'],
    [113, 'phone_verify', 't:signup.err_verify_code'],
    [114, 'identity_id', 't:signup.err_identity_repeat'],
    [223, 'identity_id', 't:signup.err_identity_repeat'],
    [214, 'member_name', 't:signup.err_name_blacklisted'],
    [206, 'member_email', 't:signup.err_email_invalid'],
    [209, 'member_phone', 't:signup.err_phone_invalid'],
    [215, 'member_phone', 'server says'],
    [216, 'member_email', 't:signup.err_email_blacklisted'],
    [224, 'answer', 't:signup.err_captcha_failed'],
    [227, 'member_name', 't:signup.err_name_invalid'],
    [301, 'member_qq', 'server says'],
    [302, 'member_skype', 'server says'],
    [304, 'member_wechat', 'server says'],
    [305, 'member_zalo', 'server says'],
    [306, 'member_fb', 'server says'],
    [307, 'member_telegram', 'server says'],
    [308, 'member_whats_app', 'server says'],
  ])('%s -> %s', (code, field, text) => {
    const plan = planFailure('registration', err(code), t, REGISTER_FIELDS);
    expect(plan?.field).toBe(field);
    expect(plan?.text).toBe(text);
    expect(plan?.resolved.actions).toContain('refreshCaptcha');
    expect(plan?.resolved.toastMs).toBe(5000);
  });

  it.each([
    [218, 't:ip_error'],
    [996, 't:signup.err_register_frequent'],
    [997, 't:signup.err_ip_register_limit'],
    [555, 't:signup.err_register_failed'],
  ])('%s is a 5000 ms toast, not a field', (code, text) => {
    const plan = planFailure('registration', err(code), t, REGISTER_FIELDS);
    expect(plan?.field).toBeUndefined();
    expect(plan?.text).toBe(text);
    expect(plan?.resolved.notify).toBe(true);
    expect(plan?.resolved.toastMs).toBe(5000);
  });

  it('puts introducer codes on the introducer field in use and releases the currency lock', () => {
    const agent = planFailure('registration', err(112), t, ['member_agent'], { introducer: 'member_agent' });
    expect(agent?.field).toBe('member_agent');
    expect(agent?.resolved.actions).toContain('releaseCurrencyLock');
    const code = planFailure('registration', err(228), t, ['recommend_code'], { introducer: 'recommend_code' });
    expect(code?.field).toBe('recommend_code');
    expect(code?.text).toBe('t:signup.err_introducer_invalid');
  });

  it('turns recommend off and releases the lock on 107', () => {
    const plan = planFailure('registration', err(107), t, REGISTER_FIELDS);
    expect(plan?.resolved.actions).toEqual(expect.arrayContaining(['disableRecommend', 'releaseCurrencyLock']));
    expect(plan?.field).toBe('recommend_code');
  });

  it('falls back to a toast when the field is not on the form', () => {
    const plan = planFailure('registration', err(103), t, ['member_account']);
    expect(plan?.field).toBeUndefined();
    expect(plan?.text).toBe('t:signup.err_name_repeat');
  });
});

describe('login codes', () => {
  it.each([
    [101, 't:account_error'],
    [102, 't:account_disable'],
    [103, 't:account_freezen'],
    [105, 't:verify_failed'],
    [106, 't:ip_error'],
    [201, 't:ip_error 201'],
    [202, 't:ip_error 202'],
    [203, 't:ip_error 203'],
    [107, 't:different_device'],
    [999, 'server says'],
  ])('%s shows %s and refreshes the captcha', (code, text) => {
    const plan = planFailure('login', err(code), t);
    expect(plan?.text).toBe(text);
    expect(plan?.resolved.actions).toContain('refreshCaptcha');
  });

  it('107 opens double validation with the challenge data; 802 opens the withdraw-password style quietly', () => {
    const challenge = { member_login_id: 'x', question: 'member_name', available_questions_count: 3 };
    const dv = planFailure('login', err(107, 'm', challenge), t);
    expect(dv?.resolved.actions).toContain('openDoubleValidation');
    expect(dv?.data).toEqual(challenge);
    const wd = planFailure('login', err(802, 'm', challenge), t);
    expect(wd?.resolved.actions).toContain('openWithdrawValidation');
    expect(wd?.resolved.notify).toBe(false);
  });

  it('106 of a delayed account tells the player to wait and how long (the seconds from the reply data), in the login form', () => {
    const tp = (key: string, params?: Readonly<Record<string, string | number>>) => `t:${key}${params ? JSON.stringify(params) : ''}`;
    const plan = planFailure('login', err(106, 'Too many failed logins', { [LOGIN_WAIT_FIELD]: 8 }), tp);
    expect(plan?.text).toBe('t:login_wait{"seconds":8}');
    expect(plan?.resolved.code).toBe('106');
    expect(plan?.resolved.actions).toContain('refreshCaptcha');
  });
});

describe('double validation, verify, reset and sms codes', () => {
  it.each([
    ['doubleValidation', 101, 'server says'],
    ['doubleValidation', 102, 'server says'],
    ['doubleValidation', 202, 'server says'],
    ['doubleValidation', 106, 't:ip_error'],
    ['doubleValidation', 103, 't:verify_failed'],
    ['doubleValidation', 104, 't:verify_failed'],
    ['doubleValidation', 205, 't:verify_failed'],
    ['doubleValidation', 206, 't:verify_failed'],
    ['doubleValidation', 998, 't:double_validation_faild'],
    ['doubleValidationSkip', 101, 't:account_error'],
    ['doubleValidationSkip', 102, 'server says'],
    ['withdrawVerify', 201, 't:signup.error_verify_pls_reVerify'],
    ['withdrawVerify', 204, 't:signup.error_verify_pls_reVerify'],
    ['withdrawVerify', 500, 'server says'],
    ['resetPassword', 203, 't:signup.error_verify_pls_reVerify'],
    ['resetPassword', 204, 'server says'],
    ['sms', 99, 't:signup.err_phone_verify'],
    ['sms', 102, 't:signup.err_sms_rate_limit'],
    ['sms', 103, 't:signup.err_sms_no_balance'],
    ['sms', 104, 't:signup.err_sms_contact_service'],
    ['sms', 201, 't:signup.err_phone_blank'],
  ] as const)('%s %s -> %s', (flow, code, text) => {
    expect(planFailure(flow, err(code), t, ['member_phone'])?.text).toBe(text);
  });

  it('sms 099 and 201 belong to the phone field; 102 still starts the countdown', () => {
    expect(planFailure('sms', err(99), t, ['member_phone'])?.field).toBe('member_phone');
    expect(planFailure('sms', err(201), t, ['member_phone'])?.field).toBe('member_phone');
    expect(planFailure('sms', err(102), t, ['member_phone'])?.resolved.actions).toContain('startSmsCountdown');
  });
});

describe('transport', () => {
  it('maps timeouts and network failures to their messages and ignores aborts', () => {
    expect(planFailure('login', err('requestTimeout'), t)?.text).toBe('t:requestTimeout');
    expect(planFailure('login', err('networkError'), t)?.text).toBe('t:networkError');
    expect(planFailure('login', new Error('boom'), t)?.text).toBe('t:networkError');
    expect(planFailure('login', err('aborted'), t)).toBeNull();
  });
});

describe('login refused on a break', () => {
  it('names the end of a time-out and of a self-exclusion in the message', () => {
    const tp = (key: string, p?: Readonly<Record<string, string | number>>) => `t:${key}:${p?.ends_at ?? ''}`;
    const ends = '2026-11-29T14:00:00.000Z';
    expect(planFailure('login', err(603, 'x', { ends_at: ends }), tp)?.text).toBe('t:safer_play.err_login_time_out:Nov 29, 2026, 10:00 AM GMT-4');
    expect(planFailure('login', err(604, 'x', { ends_at: ends }), tp)?.text).toBe('t:safer_play.err_login_self_excluded:Nov 29, 2026, 10:00 AM GMT-4');
  });
});
