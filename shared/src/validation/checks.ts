import {
  ACCOUNT_MAX_LENGTH,
  ACCOUNT_MIN_LENGTH,
  CONTACT_MAX_LENGTH,
  CONTACT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/limits';

const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PASSWORD = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);
const INTEGER = /^[+-]?\d+$/;
const DIGITS = /^\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const ACCOUNT_CHARS = /^[A-Za-z0-9_-]+$/;
const CHINESE = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff·]+$/;
const WHITESPACE = /\s/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9A-Fa-f:.]+$/;
const CONTACT = /^[A-Za-z0-9_.-]+$/;
const CONTACT_WITH_AT = /^[A-Za-z0-9_.@-]+$/;

/** A form value as text: strings as they are, numbers printed, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True when a value is missing or only whitespace. */
export function isBlank(value: unknown): boolean {
  return asText(value).trim() === '';
}

/** True when `value` is an email address. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** True for a password of 6-12 letters and digits with at least one of each (spec 5). */
export function isPasswordFormat(value: string): boolean {
  return PASSWORD.test(value);
}

/** True for an optionally signed integer written with ASCII digits. */
export function isInteger(value: string): boolean {
  return INTEGER.test(value);
}

/** True for ASCII digits only (no sign, no spaces). */
export function isDigits(value: string): boolean {
  return DIGITS.test(value);
}

/** True for exactly `count` ASCII digits. */
export function isDigitCount(value: string, count: number): boolean {
  return isDigits(value) && value.length === count;
}

/** True for ASCII letters and digits only. */
export function isAlphanumeric(value: string): boolean {
  return ALPHANUMERIC.test(value);
}

/** True for an http(s) URL with a host. */
export function isUrl(value: string): boolean {
  if (WHITESPACE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True for an IPv4 or IPv6 address. */
export function isIp(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!value.includes(':') || !IPV6.test(value)) return false;
  try {
    return new URL(`http://[${value}]/`).hostname !== '';
  } catch {
    return false;
  }
}

/** True for account characters: letters, digits, underscore, hyphen (spec 5). */
export function isAccountChars(value: string): boolean {
  return ACCOUNT_CHARS.test(value);
}

/** True for an account of 6-12 letters and digits (spec 5, registration). */
export function isAccount(value: string): boolean {
  return isAlphanumeric(value) && isLengthBetween(value, ACCOUNT_MIN_LENGTH, ACCOUNT_MAX_LENGTH);
}

/** True for a VND member name: no spaces (spec 5). */
export function isVndName(value: string): boolean {
  return value !== '' && !WHITESPACE.test(value);
}

/** True for an RMB member name: Chinese characters only (spec 5). */
export function isRmbName(value: string): boolean {
  return CHINESE.test(value);
}

/** True when the length in code points is within [min, max]. */
export function isLengthBetween(value: string, min: number, max: number): boolean {
  const length = [...value].length;
  return length >= min && length <= max;
}

/** True for contact characters: letters, digits, _ . - (telegram and skype also @) (spec 5). */
export function isContactChars(value: string, allowAt = false): boolean {
  return (allowAt ? CONTACT_WITH_AT : CONTACT).test(value);
}

/** True for a contact value: 5-50 of letters, digits, _ . - (telegram and skype also @) (spec 5). */
export function isContactValue(value: string, allowAt = false): boolean {
  return isContactChars(value, allowAt) && isLengthBetween(value, CONTACT_MIN_LENGTH, CONTACT_MAX_LENGTH);
}
