import {
  ACCOUNT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  WITHDRAW_PASSWORD_DIGITS,
  type ContactField,
  type RegistrationField,
} from '@mfp/shared';
import { CONTACT_FIELDS } from '@mfp/shared/validation';

export type InputKind = 'text' | 'password' | 'email' | 'tel' | 'digits';

export interface FieldCap {
  name: RegistrationField;
  kind: InputKind;
  /** The input's maxLength: the shared length rule where the spec gives one (spec 5). */
  max: number;
  auto?: string;
}

/** The plain text fields in display order, with their input kind and length cap. */
export const TEXT_FIELDS: readonly FieldCap[] = [
  { name: 'member_account', kind: 'text', max: ACCOUNT_MAX_LENGTH, auto: 'username' },
  { name: 'password', kind: 'password', max: PASSWORD_MAX_LENGTH, auto: 'new-password' },
  { name: 'check_password', kind: 'password', max: PASSWORD_MAX_LENGTH, auto: 'new-password' },
  { name: 'member_name', kind: 'text', max: 100, auto: 'name' },
  { name: 'member_email', kind: 'email', max: 254, auto: 'email' },
];

/** The fields after the phone, in display order. */
export const LATER_FIELDS: readonly FieldCap[] = [
  { name: 'withdraw_password', kind: 'digits', max: WITHDRAW_PASSWORD_DIGITS },
  { name: 'identity_id', kind: 'text', max: 50 },
  ...(Object.keys(CONTACT_FIELDS) as ContactField[]).map((name) => ({ name, kind: 'text' as const, max: 60 })),
];

/**
 * A capped field holds all it takes: what is typed or pasted past the cap is dropped, so the form says so
 * (a cut without a word would register another account name or password than the one typed).
 */
export function atCap(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length >= max;
}
