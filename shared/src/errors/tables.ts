import { ERROR_TOAST_MS } from '../constants/timers';
import type { ErrorEntry, ErrorFlow, ErrorTable } from './types';
import { BALANCE_GET_BACK_CODES, balanceGetBackKey } from './balance-get-back';
import { LOGIN_WAIT_FIELD } from './login-wait';
import { SAFER_PLAY_CODES } from '../safer-play/codes';

const SERVER: ErrorEntry = {};
const each = (codes: readonly (string | number)[], entry: ErrorEntry): Record<string, ErrorEntry> =>
  Object.fromEntries(codes.map((code) => [String(code), entry]));

/** The form field that names the introducer (member_agent or recommend code, by register type). */
export const INTRODUCER_FIELD = 'introducer';
const introducer = (key: string, field: string = INTRODUCER_FIELD): ErrorEntry => ({
  key,
  field,
  actions: ['releaseCurrencyLock'],
});
const serverOn = (field: string): ErrorEntry => ({ field });

/** Contact fields failing their rule, one code each (spec 8, 301-308; 303 is unused). */
const CONTACT_FIELD_CODES: Readonly<Record<string, ErrorEntry>> = {
  301: serverOn('member_qq'),
  302: serverOn('member_skype'),
  304: serverOn('member_wechat'),
  305: serverOn('member_zalo'),
  306: serverOn('member_fb'),
  307: serverOn('member_telegram'),
  308: serverOn('member_whats_app'),
};

/** Login (spec 8); every failure refreshes the captcha. */
export const LOGIN_ERRORS: ErrorTable = {
  codes: {
    101: { key: 'account_error' },
    102: { key: 'account_disable' },
    103: { key: 'account_freezen' },
    105: { key: 'verify_failed' },
    // The per-IP limit, or an account under its failed-login delay: then the data says how long to wait.
    106: { key: 'ip_error', whenData: { field: LOGIN_WAIT_FIELD, key: 'login_wait', param: 'seconds' } },
    ...each([201, 202, 203], { key: 'ip_error', appendCode: true }),
    107: { key: 'different_device', actions: ['openDoubleValidation'] },
    802: { quiet: true, actions: ['openWithdrawValidation'] },
    [SAFER_PLAY_CODES.timeOut]: { key: 'safer_play.err_login_time_out' },
    [SAFER_PLAY_CODES.selfExcluded]: { key: 'safer_play.err_login_self_excluded' },
  },
  fallback: SERVER,
  always: ['refreshCaptcha'],
};

/** Double-validation codes after which the challenge is gone and the member starts over (spec 8). */
export const DOUBLE_VALIDATION_GONE_CODES = ['101', '998'] as const;

/** Double validation (spec 8). Its captcha is single-use, so every failure refreshes it too. */
export const DOUBLE_VALIDATION_ERRORS: ErrorTable = {
  codes: {
    ...each([101, 102, 202], SERVER),
    106: { key: 'ip_error' },
    ...each([103, 104, 105, 205, 206], { key: 'verify_failed' }),
    998: { key: 'double_validation_faild' },
  },
  fallback: SERVER,
  always: ['refreshCaptcha'],
};

/** Skipping to another double-validation question (spec 8). */
export const DOUBLE_VALIDATION_SKIP_ERRORS: ErrorTable = {
  codes: { 101: { key: 'account_error' } },
  fallback: SERVER,
};

/** Withdraw-password verification (spec 8); the captcha is refreshed. */
export const WITHDRAW_VERIFY_ERRORS: ErrorTable = {
  codes: each([101, 102, 201, 202, 203, 204], { key: 'signup.error_verify_pls_reVerify' }),
  fallback: SERVER,
  always: ['refreshCaptcha'],
};

/** Reset-password codes whose token is no good: the member verifies again (spec 8, reset password). */
export const RESET_PASSWORD_REVERIFY_CODES = ['101', '102', '201', '202', '203'] as const;

/** Setting the new withdraw password (spec 8). */
export const RESET_PASSWORD_ERRORS: ErrorTable = {
  codes: each(RESET_PASSWORD_REVERIFY_CODES, { key: 'signup.error_verify_pls_reVerify' }),
  fallback: SERVER,
};

/** Red-envelope claim (spec 8). */
export const RED_ENVELOPE_ERRORS: ErrorTable = {
  codes: { 102: { actions: ['removeEnvelope'] } },
  fallback: SERVER,
};

/** Captcha requests (spec 8): 101 blocks further requests for CAPTCHA_BLOCK_MS. */
export const CAPTCHA_ERRORS: ErrorTable = {
  codes: { 101: { quiet: true, actions: ['blockCaptcha'] } },
  fallback: SERVER,
};

/** Registration (spec 8). Every submit refreshes the captcha; errors toast for ERROR_TOAST_MS. */
export const REGISTRATION_ERRORS: ErrorTable = {
  codes: {
    102: { key: 'signup.err_account_repeat', field: 'member_account' },
    103: { key: 'signup.err_name_repeat', field: 'member_name' },
    104: { key: 'signup.err_phone_repeat', field: 'member_phone' },
    105: { key: 'signup.err_email_repeat', field: 'member_email' },
    106: introducer('signup.err_no_proxy'),
    107: {
      key: 'signup.err_recommend_closed',
      field: 'recommend_code',
      actions: ['disableRecommend', 'releaseCurrencyLock'],
    },
    108: introducer('signup.err_disabled_agent', 'member_agent'),
    109: introducer('signup.err_disabled_recommend', 'recommend_code'),
    110: introducer('signup.err_code_disabled', 'recommend_code'),
    ...each([112, 219], introducer('signup.err_introducer_not_found')),
    113: { key: 'signup.err_verify_code', field: 'phone_verify' },
    ...each([114, 223], { key: 'signup.err_identity_repeat', field: 'identity_id' }),
    214: { key: 'signup.err_name_blacklisted', field: 'member_name' },
    206: { key: 'signup.err_email_invalid', field: 'member_email' },
    209: { key: 'signup.err_phone_invalid', field: 'member_phone' },
    215: serverOn('member_phone'),
    216: { key: 'signup.err_email_blacklisted', field: 'member_email' },
    218: { key: 'ip_error' },
    222: introducer('signup.err_introducer_not_found'),
    224: { key: 'signup.err_captcha_failed', field: 'answer' },
    227: { key: 'signup.err_name_invalid', field: 'member_name' },
    228: introducer('signup.err_introducer_invalid'),
    996: { key: 'signup.err_register_frequent' },
    997: { key: 'signup.err_ip_register_limit' },
    ...CONTACT_FIELD_CODES,
  },
  fallback: { key: 'signup.err_register_failed' },
  always: ['refreshCaptcha'],
  toastMs: ERROR_TOAST_MS,
};

/** Registration SMS (spec 8); 102 is a rate limit but the countdown still starts. */
export const SMS_ERRORS: ErrorTable = {
  codes: {
    '099': { key: 'signup.err_phone_verify', field: 'member_phone' },
    102: { key: 'signup.err_sms_rate_limit', actions: ['startSmsCountdown'] },
    103: { key: 'signup.err_sms_no_balance' },
    104: { key: 'signup.err_sms_contact_service' },
    201: { key: 'signup.err_phone_blank', field: 'member_phone' },
  },
  fallback: SERVER,
};

/** One-key balance get-back (spec 8). */
export const BALANCE_GET_BACK_ERRORS: ErrorTable = {
  codes: Object.fromEntries(
    Object.values(BALANCE_GET_BACK_CODES).map((code) => [code, { key: balanceGetBackKey(code) }]),
  ),
  fallback: SERVER,
};

/** Member-center contact edit: a field failing its rule answers the field's registration code (spec 8, 301-308). */
export const CONTACT_EDIT_ERRORS: ErrorTable = {
  codes: {
    201: { key: 'member_center.err_contact_not_editable' },
    ...CONTACT_FIELD_CODES,
  },
  fallback: SERVER,
};

/** Setting the first withdraw password in the member center (4 digits, spec 5). */
export const WITHDRAW_PASSWORD_SET_ERRORS: ErrorTable = {
  codes: {
    201: { key: 'member_center.err_withdraw_password_already_set' },
    202: { key: 'signup.err_withdraw_password', field: 'withdraw_password' },
    203: { key: 'signup.err_checkPsw_diff', field: 'check_withdraw_password' },
  },
  fallback: SERVER,
};

/** Starting a game (spec 4 and 8): 203 is maintenance; anything else closes the window and resets. */
export const PLAY_ERRORS: ErrorTable = {
  codes: {
    203: { quiet: true, actions: ['closeGameWindow', 'showMaintenance'] },
    [SAFER_PLAY_CODES.lossLimit]: { key: 'safer_play.err_loss_limit', actions: ['closeGameWindow', 'resetGameState'] },
  },
  fallback: { actions: ['closeGameWindow', 'resetGameState'] },
};

/** A deposit request (member center): above the remaining deposit allowance names it and when it grows. */
export const DEPOSIT_ERRORS: ErrorTable = {
  codes: { [SAFER_PLAY_CODES.depositLimit]: { key: 'safer_play.err_deposit_limit' } },
  fallback: SERVER,
};

/** A wallet transfer (member center): into a provider wallet while a loss limit is reached. */
export const TRANSFER_ERRORS: ErrorTable = {
  codes: { [SAFER_PLAY_CODES.lossLimit]: { key: 'safer_play.err_loss_limit' } },
  fallback: SERVER,
};

/** The safer-play settings calls: limits, breaks, reality checks. */
export const SAFER_PLAY_ERRORS: ErrorTable = {
  codes: {
    [SAFER_PLAY_CODES.wrongPassword]: { key: 'safer_play.err_wrong_password', field: 'password' },
    [SAFER_PLAY_CODES.invalidInput]: { key: 'safer_play.err_invalid_input' },
    [SAFER_PLAY_CODES.nothingPending]: { key: 'safer_play.err_nothing_pending' },
  },
  fallback: SERVER,
};

/** Agent and recommend links, keyed by what is wrong (spec 8). */
export const LINK_ERRORS: ErrorTable = {
  codes: {
    recommend: { key: 'signup.err_disabled_recommend', actions: ['releaseCurrencyLock'] },
    agent: { key: 'signup.err_disabled_agent', actions: ['releaseCurrencyLock'] },
    currency: { key: 'signup.err_currency_not_open' },
  },
  fallback: { key: 'signup.err_disabled_agent', actions: ['releaseCurrencyLock'] },
};

/** Real-time event codes (spec 8). */
export const REALTIME_ERRORS: ErrorTable = {
  codes: { 957: { key: 'pg.err_transfer_disabled' } },
  fallback: SERVER,
};

/** Transport failures (spec 7 and 8), keyed by status or by timeout/network. */
export const TRANSPORT_ERRORS: ErrorTable = {
  codes: {
    timeout: { key: 'requestTimeout' },
    network: { key: 'networkError' },
    401: { quiet: true, actions: ['abortPending', 'logout'] },
  },
  fallback: SERVER,
};

/** Routing (spec 8): 404 and failed route validation read 'Page not found: {fullPath}'. */
export const ROUTING_ERRORS: ErrorTable = {
  codes: {
    404: { key: 'error.page_not_found' },
    validation: { key: 'error.page_not_found' },
    external: { key: 'error.external_url_refused' },
    protocol: { key: 'error.unsafe_protocol' },
  },
  fallback: { key: 'error.internal_server_error' },
};

/** Every flow's table. */
export const ERROR_TABLES: Readonly<Record<ErrorFlow, ErrorTable>> = {
  login: LOGIN_ERRORS,
  doubleValidation: DOUBLE_VALIDATION_ERRORS,
  doubleValidationSkip: DOUBLE_VALIDATION_SKIP_ERRORS,
  withdrawVerify: WITHDRAW_VERIFY_ERRORS,
  resetPassword: RESET_PASSWORD_ERRORS,
  redEnvelope: RED_ENVELOPE_ERRORS,
  captcha: CAPTCHA_ERRORS,
  registration: REGISTRATION_ERRORS,
  sms: SMS_ERRORS,
  balanceGetBack: BALANCE_GET_BACK_ERRORS,
  contactEdit: CONTACT_EDIT_ERRORS,
  withdrawPasswordSet: WITHDRAW_PASSWORD_SET_ERRORS,
  play: PLAY_ERRORS,
  deposit: DEPOSIT_ERRORS,
  transfer: TRANSFER_ERRORS,
  saferPlay: SAFER_PLAY_ERRORS,
  link: LINK_ERRORS,
  realtime: REALTIME_ERRORS,
  transport: TRANSPORT_ERRORS,
  routing: ROUTING_ERRORS,
};
