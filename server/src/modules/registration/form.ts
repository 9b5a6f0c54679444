import type { RegistrationField } from '@mfp/shared/types';

/** Registration payload camelCase names (spec 3) -> form field names (snake_case). */
const CAMEL_TO_FIELD: Record<string, string> = {
  siteId: 'site_id',
  memberName: 'member_name',
  memberAccount: 'member_account',
  password: 'password',
  memberCurrency: 'member_currency',
  memberEmail: 'member_email',
  memberBirthday: 'member_birthday',
  withdrawPassword: 'withdraw_password',
  memberPhone: 'member_phone',
  phoneVerify: 'phone_verify',
  identityId: 'identity_id',
  memberQq: 'member_qq',
  memberTelegram: 'member_telegram',
  memberWhatsApp: 'member_whats_app',
  memberSkype: 'member_skype',
  memberFb: 'member_fb',
  memberZalo: 'member_zalo',
  memberWechat: 'member_wechat',
  memberOthers: 'member_others',
  answer: 'answer',
  captchaToken: 'captcha_token',
  remoteAddr: 'remote_addr',
  introducer: 'introducer',
};

export type RegisterForm = Partial<Record<RegistrationField | 'site_id' | 'member_currency' | 'introducer' | 'remote_addr' | 'member_others' | 'captcha_token', string>>;

/** Reads a payload in either spelling (camelCase /register, snake_case /register/verification). */
export function normaliseForm(body: Record<string, unknown>): RegisterForm {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const field = CAMEL_TO_FIELD[key] ?? key;
    form[field] = String(value).trim();
  }
  if (!form.introducer) form.introducer = form.member_agent || form.recommend_code || '';
  return form as RegisterForm;
}

/** Every text field of the form schema: optional bounded strings (numbers are coerced). */
export const TEXT_FIELDS = [
  ...Object.keys(CAMEL_TO_FIELD),
  ...Object.values(CAMEL_TO_FIELD),
  'member_agent', 'recommend_code', 'member_currency', 'member_captcha', 'verify_code', 'errorTrack', 'registerType',
];
