import type { FormRule, FormValues } from '../rule';

const formOf = (values: Record<string, unknown>): FormValues => ({ getFieldValue: (name) => values[name] });

/** Runs an antd-style rule list the way antd does, resolving to the first error message or null. */
export async function runRules(
  rules: FormRule[] | undefined,
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string | null> {
  for (const rule of rules ?? []) {
    const object = typeof rule === 'function' ? rule(formOf(values)) : rule;
    try {
      await object.validator({}, value);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}
