export type {
  ErrorFlow,
  ErrorAction,
  ErrorEntry,
  ErrorTable,
  ErrorParams,
  ErrorMessage,
  ResolvedError,
} from './types';
export {
  INTRODUCER_FIELD,
  LOGIN_ERRORS,
  DOUBLE_VALIDATION_ERRORS,
  DOUBLE_VALIDATION_SKIP_ERRORS,
  WITHDRAW_VERIFY_ERRORS,
  RESET_PASSWORD_ERRORS,
  RED_ENVELOPE_ERRORS,
  CAPTCHA_ERRORS,
  REGISTRATION_ERRORS,
  SMS_ERRORS,
  BALANCE_GET_BACK_ERRORS,
  CONTACT_EDIT_ERRORS,
  WITHDRAW_PASSWORD_SET_ERRORS,
  PLAY_ERRORS,
  DEPOSIT_ERRORS,
  TRANSFER_ERRORS,
  SAFER_PLAY_ERRORS,
  LINK_ERRORS,
  REALTIME_ERRORS,
  TRANSPORT_ERRORS,
  ROUTING_ERRORS,
  ERROR_TABLES,
} from './tables';
export type { BalanceGetBackCode } from './balance-get-back';
export { BALANCE_GET_BACK_CODES, balanceGetBackKey } from './balance-get-back';
export { AGENT_CENTER_CODES } from './agent-center';
export { GENERIC_ERROR_KEY, resolveError, errorText } from './resolve-error';
export { LOGIN_WAIT_FIELD, loginWaitSeconds } from './login-wait';
export { DOUBLE_VALIDATION_GONE_CODES, RESET_PASSWORD_REVERIFY_CODES } from './tables';
