import type { Flag } from './api';

/** One register setting, per currency (spec 3). */
export interface RegisterSettingItem {
  /** The registration form field it configures, e.g. member_email. */
  name: string;
  currency: string;
  is_display: Flag;
  is_required: Flag;
  is_unique: Flag;
  is_member_center: Flag;
  is_verification: Flag;
  /** Phone only. */
  is_member_center_verification?: Flag;
}

/** POST /register payload, camelCase as the spec lists it (checkPassword is never sent). */
export interface RegistrationPayload {
  siteId: number | string;
  memberName: string;
  memberAccount: string;
  password: string;
  checkPassword?: string;
  memberCurrency: string;
  /** Recommend code or agent id, chosen by register type. */
  introducer: string;
  memberEmail: string;
  /** year-month-day joined. */
  memberBirthday: string;
  /** 4 digits. */
  withdrawPassword: string;
  memberPhone: string;
  phoneVerify: string;
  identityId: string;
  memberQq: string;
  memberTelegram: string;
  memberWhatsApp: string;
  memberSkype: string;
  memberFb: string;
  memberZalo: string;
  memberWechat: string;
  memberOthers: string;
  answer: string;
  captchaToken: string;
  remoteAddr: string;
  errorTrack: string;
}

/** Birthday as the form holds it: three selects, all or none. */
export interface BirthdayParts {
  year?: string | number | null;
  month?: string | number | null;
  day?: string | number | null;
}

/** The contact-app fields (spec 3). */
export const CONTACT_APPS = ['wechat', 'qq', 'skype', 'fb', 'zalo', 'telegram', 'whats_app'] as const;
export type ContactApp = (typeof CONTACT_APPS)[number];
export type ContactField = `member_${ContactApp}`;

/** Registration form fields, snake_case (spec 3). */
export interface RegistrationFormFields {
  site_id?: number | string;
  member_name?: string;
  member_account?: string;
  password?: string;
  check_password?: string;
  member_currency?: string;
  member_agent?: string;
  member_email?: string;
  member_birthday?: BirthdayParts | string;
  withdraw_password?: string;
  member_phone?: string;
  phone_verify?: string;
  identity_id?: string;
  recommend_code?: string;
  member_wechat?: string;
  member_qq?: string;
  member_skype?: string;
  member_fb?: string;
  member_zalo?: string;
  member_telegram?: string;
  member_whats_app?: string;
  member_others?: string;
  captcha_token?: string;
  verify_code?: string;
  member_captcha?: string;
  /** The captcha answer. */
  answer?: string;
  agreement?: boolean;
}
export type RegistrationField = keyof RegistrationFormFields;
