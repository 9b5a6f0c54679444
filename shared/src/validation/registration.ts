import {
  ACCOUNT_MAX_LENGTH,
  ACCOUNT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_VERIFY_CODE_DIGITS,
  VND_PHONE_DIGITS,
  WITHDRAW_PASSWORD_DIGITS,
} from '../constants/limits';
import type {
  BirthdayParts,
  ContactField,
  RegisterSettingItem,
  RegistrationField,
} from '../types/registration';
import * as check from './checks';
import { equalsField, matches, required, ticked, validateForm } from './field-checks';
import type { FormChecks } from './field-checks';
import type { FieldCheck, FormRule } from './rule';
import { toFormRules, type RuleBuilderOptions } from './rule-builders';

type Form = Record<string, unknown>;

/** The message keys of the registration rules (spec 5). */
export const REGISTRATION_MESSAGES = {
  required: 'signup.require_text',
  accountChars: 'signup.err_account_format',
  accountLength: 'signup.err_account_length',
  passwordLength: 'signup.err_psw_length',
  passwordFormat: 'signup.err_psw_format',
  checkPasswordDiff: 'signup.err_checkPsw_diff',
  nameRmb: 'signup.err_name_rmb',
  nameVnd: 'signup.err_name_vnd',
  emailFormat: 'signup.err_email_format',
  birthdayIncomplete: 'signup.err_birthday_incomplete',
  phoneInvalid: 'signup.err_phone_invalid',
  phoneLength: 'signup.err_phone_length',
  phoneVerifyCode: 'signup.err_phone_verify_code',
  contactChars: 'signup.err_contact_format',
  contactLength: 'signup.err_contact_length',
  withdrawPassword: 'signup.err_withdraw_password',
  captcha: 'ph_account_verify_code',
  agreement: 'signup.err_agreement',
} as const;
const M = REGISTRATION_MESSAGES;

/** Contact fields and whether they also accept @ (telegram and skype do, spec 5). */
export const CONTACT_FIELDS: Readonly<Record<ContactField, boolean>> = {
  member_qq: false,
  member_telegram: true,
  member_whats_app: false,
  member_wechat: false,
  member_zalo: false,
  member_skype: true,
  member_fb: false,
};

/** Form options the register settings do not carry. */
export interface RegistrationOptions {
  /** Whether the confirm-password field is shown; a check_password setting wins. Default true. */
  showCheckPassword?: boolean;
  /** Whether the captcha answer is shown. Default true. */
  showCaptcha?: boolean;
  /** The one site that also wants exactly 10 phone digits outside VND. */
  tenDigitPhone?: boolean;
}

/** How one field is configured for a currency: displayed, required, verified. */
export interface FieldSetting {
  display: boolean;
  required: boolean;
  verification: boolean;
}

const HIDDEN: FieldSetting = { display: false, required: false, verification: false };

/** The settings of `currency`, by field name (spec 3: register settings are per currency). */
export function registerSettingsFor(
  settings: readonly RegisterSettingItem[],
  currency: string,
): (name: string) => FieldSetting {
  const byName = new Map<string, FieldSetting>();
  for (const item of settings) {
    if (item.currency !== currency) continue;
    byName.set(item.name, {
      display: item.is_display === 1,
      required: item.is_display === 1 && item.is_required === 1,
      verification: item.is_verification === 1,
    });
  }
  return (name) => byName.get(name) ?? HIDDEN;
}

const birthdayParts = (value: unknown): unknown[] => {
  if (value !== null && typeof value === 'object') {
    const parts = value as BirthdayParts;
    return [parts.year, parts.month, parts.day];
  }
  const text = check.asText(value).trim();
  return text === '' ? [] : text.split('-');
};

const filledParts = (value: unknown): number =>
  birthdayParts(value).filter((part) => !check.isBlank(part)).length;

/** Birthday: year, month and day all or none; all required if configured (spec 5). */
const birthdayCheck =
  (isRequired: boolean): FieldCheck<Form> =>
  (value) => {
    const filled = filledParts(value);
    if (filled === 0) return isRequired ? M.required : null;
    return filled === 3 ? null : M.birthdayIncomplete;
  };

/** The payload's memberBirthday: year-month-day joined, month and day zero-padded; '' when incomplete. */
export function joinBirthday(value: BirthdayParts | string | null | undefined): string {
  const parts = birthdayParts(value).map((part) => check.asText(part).trim());
  if (parts.length !== 3 || parts.some((part) => part === '')) return '';
  const [year = '', month = '', day = ''] = parts;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const nameFormats: Readonly<Record<string, (text: string) => string | null>> = {
  RMB: (text) => (check.isRmbName(text) ? null : M.nameRmb),
  VND: (text) => (check.isVndName(text) ? null : M.nameVnd),
};

const nameCheck =
  (currency: string): FieldCheck<Form> =>
  (value) => {
    const text = check.asText(value).trim();
    const format = nameFormats[currency];
    return text === '' || !format ? null : format(text);
  };

/** Registration checks per displayed field, computed from the currency's register settings (spec 5). */
export function registrationChecks(
  settings: readonly RegisterSettingItem[],
  currency: string,
  options: RegistrationOptions = {},
): { checks: FormChecks<RegistrationField>; required: Partial<Record<RegistrationField, boolean>> } {
  const setting = registerSettingsFor(settings, currency);
  const checks: FormChecks<RegistrationField> = {};
  const requiredFields: Partial<Record<RegistrationField, boolean>> = {};
  const add = (field: RegistrationField, isRequired: boolean, list: FieldCheck<Form>[]): void => {
    checks[field] = isRequired ? [required(M.required), ...list] : list;
    requiredFields[field] = isRequired;
  };

  add('member_account', true, [
    matches(check.isAlphanumeric, M.accountChars),
    matches((text) => check.isLengthBetween(text, ACCOUNT_MIN_LENGTH, ACCOUNT_MAX_LENGTH), M.accountLength),
  ]);
  add('password', true, [
    matches(
      (text) => check.isLengthBetween(text, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
      M.passwordLength,
    ),
    matches(check.isPasswordFormat, M.passwordFormat),
  ]);
  const confirm = setting('check_password');
  if (confirm.display || (confirm === HIDDEN && options.showCheckPassword !== false)) {
    add('check_password', true, [equalsField('password', M.checkPasswordDiff)]);
  }

  const name = setting('member_name');
  if (name.display) add('member_name', name.required, [nameCheck(currency)]);

  const email = setting('member_email');
  if (email.display) add('member_email', email.required, [matches(check.isEmail, M.emailFormat, true)]);

  const birthday = setting('member_birthday');
  if (birthday.display) {
    checks.member_birthday = [birthdayCheck(birthday.required)];
    requiredFields.member_birthday = birthday.required;
  }

  const phone = setting('member_phone');
  if (phone.display) {
    const exactly = currency === 'VND' || options.tenDigitPhone === true;
    add('member_phone', phone.required, [
      matches(check.isDigits, M.phoneInvalid, true),
      ...(exactly ? [matches((text) => text.length === VND_PHONE_DIGITS, M.phoneLength, true)] : []),
    ]);
    if (phone.verification) {
      checks.phone_verify = [
        (value, form) => (check.isBlank(form.member_phone) || !check.isBlank(value) ? null : M.required),
        matches((text) => check.isDigitCount(text, PHONE_VERIFY_CODE_DIGITS), M.phoneVerifyCode, true),
      ];
    }
  }

  for (const [field, allowAt] of Object.entries(CONTACT_FIELDS) as [ContactField, boolean][]) {
    const contact = setting(field);
    if (!contact.display) continue;
    add(field, contact.required, [
      matches((text) => check.isContactChars(text, allowAt), M.contactChars, true),
      matches((text) => check.isContactValue(text, allowAt), M.contactLength, true),
    ]);
  }

  const identity = setting('identity_id');
  if (identity.display) add('identity_id', identity.required, []);

  const withdraw = setting('withdraw_password');
  if (withdraw.display) {
    add('withdraw_password', withdraw.required, [
      matches((text) => check.isDigitCount(text, WITHDRAW_PASSWORD_DIGITS), M.withdrawPassword),
    ]);
  }

  if (options.showCaptcha !== false) {
    checks.answer = [required(M.captcha)];
    requiredFields.answer = true;
  }
  checks.agreement = [ticked(M.agreement)];
  return { checks, required: requiredFields };
}

/** antd rules per displayed registration field, from the currency's register settings (spec 5). */
export function buildRegistrationRules(
  settings: readonly RegisterSettingItem[],
  currency: string,
  options: RegistrationOptions & RuleBuilderOptions = {},
): Partial<Record<RegistrationField, FormRule[]>> {
  const { checks, required: requiredFields } = registrationChecks(settings, currency, options);
  return toFormRules(checks, { t: options.t, required: requiredFields });
}

/** Validates a whole registration form: `{ field: messageKey }` of every failing field, empty when valid. */
export function validateRegistration(
  form: Readonly<Record<string, unknown>>,
  settings: readonly RegisterSettingItem[],
  currency: string,
  options: RegistrationOptions = {},
): Partial<Record<RegistrationField, string>> {
  return validateForm(registrationChecks(settings, currency, options).checks, form);
}
