/** Login codes of spec section 8 with the server message each answers. */
export const LOGIN_CODES = {
  101: 'Account or password is incorrect',
  102: 'Account is disabled',
  103: 'Account is frozen',
  104: 'Login header missing or expired, please try again',
  105: 'Verification code is incorrect',
  106: 'IP is not allowed to log in',
  107: 'Login from a different device, please verify your identity',
  201: 'IP region is not allowed',
  202: 'IP is not in the whitelist',
  203: 'IP is in the blacklist',
  802: 'Please verify your withdraw password',
} as const;

/** Double-validation codes (spec 8): 101/102/202 server message, 106 ip, 103/104/105/205/206 verify failed, 998. */
export const DOUBLE_VALIDATION_CODES = {
  101: 'Login request not found or expired, please log in again',
  102: 'Account is disabled',
  202: 'Account is frozen',
  106: 'IP is not allowed to log in',
  103: 'Answer is incorrect',
  104: 'Answer is required',
  105: 'Verification code is incorrect',
  205: 'This question cannot be answered for this account',
  206: 'Answer format is invalid',
  998: 'Double validation failed too many times, please log in again',
} as const;

export const DOUBLE_VALIDATION_SKIP_CODES = {
  101: 'Login request not found or expired, please log in again',
  102: 'No other question is available',
} as const;

/** Withdraw-password verification (spec 8: 101, 102, 201-204 ask to verify again). */
export const VX_VERIFY_CODES = {
  101: 'Account not found',
  102: 'Account is disabled',
  201: 'Withdraw password is incorrect',
  202: 'Email does not match',
  203: 'Phone does not match',
  204: 'Verification code is incorrect',
} as const;

/** Password reset after verification (spec 8: 101, 102, 201-203). */
export const VX_RESET_CODES = {
  101: 'Account not found',
  102: 'Account is disabled',
  201: 'Verification expired, please verify again',
  202: 'Verification does not belong to this account',
  203: 'Password must be 6-12 letters and digits with at least one of each',
} as const;

/** Captcha code 101 makes the front-end pause captcha requests for 1 s. */
export const CAPTCHA_CODES = {
  101: 'Too many captcha requests, please wait',
} as const;

export const DOUBLE_VALIDATION_MAX_FAILURES = 3;
export const DEFAULT_AVAILABLE_QUESTIONS = 3;
