/** Registration codes of spec section 8 (plus the field-format codes this server adds). */
export const REGISTER_CODES = {
  102: 'Account already exists',
  103: 'Name already exists',
  104: 'Phone already exists',
  105: 'Email already exists',
  106: 'Introducer is not an agent',
  107: 'Recommend feature is closed',
  108: 'Agent is disabled',
  109: 'Recommend code is disabled',
  110: 'Recommend code owner is disabled',
  112: 'Agent not found',
  113: 'Phone verification code is wrong',
  114: 'Identity id already exists',
  201: 'Account must be 6-12 letters and digits',
  202: 'Password must be 6-12 letters and digits with at least one of each',
  204: 'Withdraw password must be 4 digits',
  205: 'Birthday is incomplete',
  206: 'Email is invalid',
  207: 'Currency is not yet open',
  209: 'Phone is invalid',
  214: 'Name is blacklisted',
  215: 'This phone number cannot be registered, please contact customer service',
  216: 'Email is blacklisted',
  218: 'IP is not allowed to register',
  219: 'Recommend code not found',
  224: 'Captcha failed',
  226: 'Identity id is required',
  227: 'Name is invalid',
  228: 'Introducer is invalid',
  301: 'QQ is invalid',
  302: 'Skype is invalid',
  304: 'WeChat is invalid',
  305: 'Zalo is invalid',
  306: 'Facebook is invalid',
  307: 'Telegram is invalid',
  308: 'WhatsApp is invalid',
  996: 'Registering too frequently, please try again later',
  997: 'This IP has reached its registration limit',
} as const;

export type RegisterCode = keyof typeof REGISTER_CODES;

/** The code answered when a field fails the shared registration rules. */
export const FIELD_CODES: Record<string, RegisterCode> = {
  member_account: 201,
  password: 202,
  check_password: 202,
  withdraw_password: 204,
  member_birthday: 205,
  member_email: 206,
  member_phone: 209,
  phone_verify: 113,
  identity_id: 226,
  member_name: 227,
  member_qq: 301,
  member_skype: 302,
  member_wechat: 304,
  member_zalo: 305,
  member_fb: 306,
  member_telegram: 307,
  member_whats_app: 308,
};

/** SMS codes (spec 8). */
export const SMS_CODES = {
  99: 'Phone verification error',
  102: 'A code was sent less than five minutes ago',
  103: 'SMS balance is exhausted',
  104: 'Please contact customer service',
  201: 'Phone is blank',
} as const;

export const SMS_RESEND_MS = 5 * 60_000;
export const SMS_CODE_TTL_MS = 10 * 60_000;
