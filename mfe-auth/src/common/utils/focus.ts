import type { FormInstance } from 'antd';

/** Moves focus to the first field that failed validation (keyboard use). */
export function focusFirstError(form: FormInstance, errorFields: readonly { name: (string | number)[] }[]): void {
  const first = errorFields[0];
  if (first) form.focusField(first.name);
}
