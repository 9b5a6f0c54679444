import { type BirthdayParts, type RegistrationFormFields, type RegistrationPayload } from '@mfp/shared';
import { joinBirthday } from '@mfp/shared/validation';
import type { Introducer } from '@mfp/shared';

export type RegisterValues = RegistrationFormFields;

export interface PayloadContext {
  siteId: string | number;
  currency: string;
  /** The introducer a link or domain gave (locked); otherwise the typed recommend code is used. */
  introducer: Introducer | null;
  captchaToken: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The POST /register payload from the form (spec 3): trimmed values, birthday joined, introducer by register type. */
export function toRegistrationPayload(values: RegisterValues, ctx: PayloadContext): RegistrationPayload {
  return {
    siteId: ctx.siteId,
    memberName: text(values.member_name),
    memberAccount: text(values.member_account),
    password: values.password ?? '',
    memberCurrency: ctx.currency,
    introducer: ctx.introducer?.value ?? text(values.recommend_code),
    memberEmail: text(values.member_email),
    memberBirthday: joinBirthday(values.member_birthday as BirthdayParts | string | undefined),
    withdrawPassword: text(values.withdraw_password),
    memberPhone: text(values.member_phone),
    phoneVerify: text(values.phone_verify),
    identityId: text(values.identity_id),
    memberQq: text(values.member_qq),
    memberTelegram: text(values.member_telegram),
    memberWhatsApp: text(values.member_whats_app),
    memberSkype: text(values.member_skype),
    memberFb: text(values.member_fb),
    memberZalo: text(values.member_zalo),
    memberWechat: text(values.member_wechat),
    memberOthers: text(values.member_others),
    answer: text(values.answer),
    captchaToken: ctx.captchaToken,
    remoteAddr: '',
    errorTrack: '',
  };
}
