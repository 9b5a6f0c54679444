import { asText, isBlank } from './checks';
import type { FieldCheck } from './rule';

type Form = Record<string, unknown>;

/** Fails with `key` when the value is blank. */
export const required =
  (key: string): FieldCheck<Form> =>
  (value) =>
    isBlank(value) ? key : null;

/** Fails with `key` when a non-blank value does not pass `test` (blank values are left to `required`). */
export const matches =
  (test: (text: string) => boolean, key: string, trim = false): FieldCheck<Form> =>
  (value) => {
    if (isBlank(value)) return null;
    const text = asText(value);
    return test(trim ? text.trim() : text) ? null : key;
  };

/** Fails with `key` when the value differs from the form's `other` field. */
export const equalsField =
  (other: string, key: string): FieldCheck<Form> =>
  (value, form) =>
    isBlank(value) || asText(value) === asText(form[other]) ? null : key;

/** Fails with `key` unless the value is exactly true (a ticked checkbox). */
export const ticked =
  (key: string): FieldCheck<Form> =>
  (value) =>
    value === true ? null : key;

/** Checks per field of a form. */
export type FormChecks<K extends string = string> = Partial<Record<K, readonly FieldCheck<Form>[]>>;

/** The first failing message key of every field that fails; empty when the form passes. */
export function validateForm<K extends string>(
  checks: FormChecks<K>,
  form: Form,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(checks) as K[]) {
    for (const check of checks[field] ?? []) {
      const key = check(form[field], form);
      if (key !== null) {
        errors[field] = key;
        break;
      }
    }
  }
  return errors;
}
