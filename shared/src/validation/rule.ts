/** A field check: the i18n message key of the first failure, or null when the value passes. */
export type FieldCheck<F = Record<string, unknown>> = (value: unknown, form: F) => string | null;

/** Turns a message key into display text (an i18next `t`); the key itself by default. */
export type Translate = (key: string) => string;

/** The part of an antd Form instance a rule needs. */
export interface FormValues {
  getFieldValue(name: string): unknown;
  getFieldsValue?(...args: never[]): unknown;
}

/** An antd Form rule object, typed structurally so that this folder imports no UI library. */
export interface FormRuleObject {
  required?: boolean;
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** An antd Form rule: an object, or a function of the form instance (for cross-field checks). */
export type FormRule = FormRuleObject | ((form: FormValues) => FormRuleObject);

const identity: Translate = (key) => key;

/** Runs checks in order and returns the first failure's key, or null. */
export function firstFailure<F>(checks: readonly FieldCheck<F>[], value: unknown, form: F): string | null {
  for (const check of checks) {
    const key = check(value, form);
    if (key !== null) return key;
  }
  return null;
}

/** An antd rule that runs `checks` against the field value and the rest of the form. */
export function toFormRule(
  checks: readonly FieldCheck<Record<string, unknown>>[],
  options: { t?: Translate; required?: boolean; fields?: readonly string[] } = {},
): FormRule {
  const t = options.t ?? identity;
  const fields = options.fields ?? [];
  return (form) => ({
    required: options.required,
    validator: (_rule, value) => {
      const values: Record<string, unknown> = {};
      for (const name of fields) values[name] = form.getFieldValue(name);
      const key = firstFailure(checks, value, values);
      return key === null ? Promise.resolve() : Promise.reject(new Error(t(key)));
    },
  });
}
