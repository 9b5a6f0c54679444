/** @jest-environment node */
import { errorText, LOGIN_WAIT_FIELD, loginWaitSeconds, resolveError, type ErrorAction, type ErrorFlow } from '..';

type Case = [flow: ErrorFlow, code: number | string, expected: Record<string, unknown>];
const key = (k: string, extra: Record<string, unknown> = {}) => ({ kind: 'i18n', key: k, ...extra });
const server = (extra: Record<string, unknown> = {}) => ({
  kind: 'server',
  message: 'from server',
  ...extra,
});
const acts = (...actions: ErrorAction[]) => ({ actions });
/** Codes 301-308 (no 303) name a contact field: the server's message goes on that field, in both flows that have them. */
const CONTACT_FIELD_CODES: [number, string][] = [
  [301, 'member_qq'], [302, 'member_skype'], [304, 'member_wechat'], [305, 'member_zalo'],
  [306, 'member_fb'], [307, 'member_telegram'], [308, 'member_whats_app'],
];
const contactFieldCases = (flow: ErrorFlow): Case[] =>
  CONTACT_FIELD_CODES.map(([code, field]) => [flow, code, server({ field })]);

const cases: Case[] = [
  // login: every failure refreshes the captcha
  ['login', 101, key('account_error', acts('refreshCaptcha'))],
  ['login', 102, key('account_disable', acts('refreshCaptcha'))],
  ['login', 103, key('account_freezen', acts('refreshCaptcha'))],
  ['login', 105, key('verify_failed', acts('refreshCaptcha'))],
  ['login', 106, key('ip_error', acts('refreshCaptcha'))],
  ['login', 201, key('ip_error', { append: '201', ...acts('refreshCaptcha') })],
  ['login', 202, key('ip_error', { append: '202', ...acts('refreshCaptcha') })],
  ['login', 203, key('ip_error', { append: '203', ...acts('refreshCaptcha') })],
  ['login', 107, key('different_device', acts('openDoubleValidation', 'refreshCaptcha'))],
  ['login', 802, { notify: false, ...acts('openWithdrawValidation', 'refreshCaptcha') }],
  ['login', 104, server(acts('refreshCaptcha'))],
  // double validation
  ['doubleValidation', 101, server()],
  ['doubleValidation', 102, server()],
  ['doubleValidation', 202, server()],
  ['doubleValidation', 106, key('ip_error')],
  ['doubleValidation', 103, key('verify_failed')],
  ['doubleValidation', 104, key('verify_failed')],
  ['doubleValidation', 105, key('verify_failed')],
  ['doubleValidation', 205, key('verify_failed')],
  ['doubleValidation', 206, key('verify_failed')],
  ['doubleValidation', 998, key('double_validation_faild')],
  ['doubleValidation', 500, server()],
  ['doubleValidationSkip', 101, key('account_error')],
  ['doubleValidationSkip', 102, server()],
  // withdraw verify and reset
  ...[101, 102, 201, 202, 203, 204].map((code): Case => [
    'withdrawVerify',
    code,
    key('signup.error_verify_pls_reVerify', acts('refreshCaptcha')),
  ]),
  ['withdrawVerify', 205, server(acts('refreshCaptcha'))],
  ...[101, 102, 201, 202, 203].map((code): Case => [
    'resetPassword',
    code,
    key('signup.error_verify_pls_reVerify'),
  ]),
  ['resetPassword', 204, server()],
  // red envelope and captcha
  ['redEnvelope', 102, server(acts('removeEnvelope'))],
  ['redEnvelope', 101, server(acts())],
  ['captcha', 101, { notify: false, ...acts('blockCaptcha') }],
  ['captcha', 102, server()],
  // registration
  ['registration', 102, key('signup.err_account_repeat', { field: 'member_account' })],
  ['registration', 103, key('signup.err_name_repeat', { field: 'member_name' })],
  ['registration', 104, key('signup.err_phone_repeat', { field: 'member_phone' })],
  ['registration', 105, key('signup.err_email_repeat', { field: 'member_email' })],
  ['registration', 106, key('signup.err_no_proxy', acts('releaseCurrencyLock', 'refreshCaptcha'))],
  [
    'registration',
    107,
    key('signup.err_recommend_closed', acts('disableRecommend', 'releaseCurrencyLock', 'refreshCaptcha')),
  ],
  [
    'registration',
    108,
    key('signup.err_disabled_agent', {
      field: 'member_agent',
      ...acts('releaseCurrencyLock', 'refreshCaptcha'),
    }),
  ],
  [
    'registration',
    109,
    key('signup.err_disabled_recommend', {
      field: 'recommend_code',
      ...acts('releaseCurrencyLock', 'refreshCaptcha'),
    }),
  ],
  ['registration', 110, key('signup.err_code_disabled', acts('releaseCurrencyLock', 'refreshCaptcha'))],
  [
    'registration',
    112,
    key('signup.err_introducer_not_found', {
      field: 'introducer',
      ...acts('releaseCurrencyLock', 'refreshCaptcha'),
    }),
  ],
  [
    'registration',
    219,
    key('signup.err_introducer_not_found', acts('releaseCurrencyLock', 'refreshCaptcha')),
  ],
  ['registration', 113, key('signup.err_verify_code', { field: 'phone_verify' })],
  ['registration', 114, key('signup.err_identity_repeat', { field: 'identity_id' })],
  ['registration', 223, key('signup.err_identity_repeat', { field: 'identity_id' })],
  ['registration', 214, key('signup.err_name_blacklisted', { field: 'member_name' })],
  ['registration', 206, key('signup.err_email_invalid', { field: 'member_email' })],
  ['registration', 209, key('signup.err_phone_invalid', { field: 'member_phone' })],
  ['registration', 215, server({ field: 'member_phone' })],
  ['registration', 216, key('signup.err_email_blacklisted', { field: 'member_email' })],
  ['registration', 218, key('ip_error')],
  [
    'registration',
    222,
    key('signup.err_introducer_not_found', acts('releaseCurrencyLock', 'refreshCaptcha')),
  ],
  ['registration', 224, key('signup.err_captcha_failed', { field: 'answer' })],
  ['registration', 227, key('signup.err_name_invalid', { field: 'member_name' })],
  ['registration', 228, key('signup.err_introducer_invalid', acts('releaseCurrencyLock', 'refreshCaptcha'))],
  ['registration', 996, key('signup.err_register_frequent')],
  ['registration', 997, key('signup.err_ip_register_limit')],
  ...contactFieldCases('registration'),
  ['registration', 999, key('signup.err_register_failed', { toastMs: 5000, ...acts('refreshCaptcha') })],
  // sms
  ['sms', '099', key('signup.err_phone_verify', { field: 'member_phone' })],
  ['sms', 99, key('signup.err_phone_verify')],
  ['sms', 102, key('signup.err_sms_rate_limit', acts('startSmsCountdown'))],
  ['sms', 103, key('signup.err_sms_no_balance')],
  ['sms', 104, key('signup.err_sms_contact_service')],
  ['sms', 201, key('signup.err_phone_blank', { field: 'member_phone' })],
  ['sms', 105, server()],
  // balance get-back
  ...[101, 102, 103, 104, 105].map((code): Case => ['balanceGetBack', code, key(`one_key_err_code_${code}`)]),
  ['balanceGetBack', 106, server()],
  // member-center contact edit: the registration field codes 301-308 put the server message on the field
  ['contactEdit', 201, key('member_center.err_contact_not_editable')],
  ...contactFieldCases('contactEdit'),
  ['contactEdit', 202, server()],
  // member-center first withdraw password
  ['withdrawPasswordSet', 201, key('member_center.err_withdraw_password_already_set')],
  ['withdrawPasswordSet', 202, key('signup.err_withdraw_password', { field: 'withdraw_password' })],
  ['withdrawPasswordSet', 203, key('signup.err_checkPsw_diff', { field: 'check_withdraw_password' })],
  ['withdrawPasswordSet', 999, server()],
  // play
  ['play', 203, { notify: false, ...acts('closeGameWindow', 'showMaintenance') }],
  ['play', 500, server(acts('closeGameWindow', 'resetGameState'))],
  // links
  ['link', 'recommend', key('signup.err_disabled_recommend', acts('releaseCurrencyLock'))],
  ['link', 'agent', key('signup.err_disabled_agent', acts('releaseCurrencyLock'))],
  ['link', 'currency', key('signup.err_currency_not_open', acts())],
  ['link', 'other', key('signup.err_disabled_agent')],
  // real time
  ['realtime', 957, key('pg.err_transfer_disabled')],
  ['realtime', 1, server()],
  // transport
  ['transport', 'timeout', key('requestTimeout')],
  ['transport', 'network', key('networkError')],
  ['transport', 401, { notify: false, ...acts('abortPending', 'logout') }],
  ['transport', 500, server({ notify: true })],
  // routing
  ['routing', 'external', key('error.external_url_refused')],
  ['routing', 'protocol', key('error.unsafe_protocol')],
  ['routing', 500, key('error.internal_server_error')],
];

describe('error catalogue (spec 8)', () => {
  it.each(cases)('%s: code %p', (flow, code, expected) => {
    expect(resolveError(flow, code, 'from server')).toMatchObject(expected);
  });

  it('routing: 404 and a failed route validation read Page not found: {fullPath}', () => {
    const params = { fullPath: '/nope?x=1' };
    expect(resolveError('routing', 404, '', params)).toMatchObject(key('error.page_not_found', { params }));
    expect(resolveError('routing', 'validation', '', params)).toMatchObject(
      key('error.page_not_found', { params }),
    );
  });

  it('a row without a key shows the server message; without one, a generic message', () => {
    expect(resolveError('login', 999, '  ')).toMatchObject(key('error.generic'));
    expect(resolveError('login', 999)).toMatchObject(key('error.generic'));
  });

  it('codes are normalised: numbers, strings and surrounding spaces', () => {
    expect(resolveError('login', ' 101 ')).toMatchObject({ key: 'account_error', code: '101' });
    expect(resolveError('sms', '99').code).toBe('99');
  });

  it('every resolution lists its actions once and says whether to notify', () => {
    const resolved = resolveError('login', 107);
    expect(resolved.notify).toBe(true);
    expect(new Set(resolved.actions).size).toBe(resolved.actions.length);
    expect(resolved).not.toHaveProperty('field');
  });

  it('errorText: translates keys, appends the code for login 201-203, and passes server text through', () => {
    const t = (k: string, p?: Readonly<Record<string, string | number>>) =>
      `${k}${p ? JSON.stringify(p) : ''}`;
    expect(errorText(resolveError('login', 202), t)).toBe('ip_error 202');
    expect(errorText(resolveError('login', 104, 'Nope'), t)).toBe('Nope');
    expect(errorText(resolveError('routing', 404, '', { fullPath: '/x' }), t)).toBe(
      'error.page_not_found{"fullPath":"/x"}',
    );
  });

  it('login 106 of an account under its failed-login delay tells the player to wait and how long, with the same code', () => {
    const t = (k: string, p?: Readonly<Record<string, string | number>>) =>
      `${k}${p ? JSON.stringify(p) : ''}`;
    const delayed = resolveError('login', 106, 'Too many failed logins', undefined, { [LOGIN_WAIT_FIELD]: 42 });
    expect(delayed).toMatchObject({ code: '106', ...key('login_wait'), params: { seconds: 42 } });
    expect(delayed.actions).toEqual(['refreshCaptcha']);
    expect(errorText(delayed, t)).toBe('login_wait{"seconds":42}');
    // The per-IP limit (no wait in the data) and nonsense data keep the IP message.
    for (const data of [null, {}, { [LOGIN_WAIT_FIELD]: 0 }, { [LOGIN_WAIT_FIELD]: '42' }, { [LOGIN_WAIT_FIELD]: Number.NaN }])
      expect(resolveError('login', 106, '', undefined, data)).toMatchObject(key('ip_error'));
  });

  it('the wait is told in whole seconds, never 0 while any is left', () => {
    expect([1, 999, 1000, 1001, 59_500, 60_000].map(loginWaitSeconds)).toEqual([1, 1, 1, 2, 60, 60]);
  });
});
