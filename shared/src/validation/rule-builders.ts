import type { FormChecks } from './field-checks';
import { toFormRule, type FormRule, type Translate } from './rule';

/** Options of every antd rule builder. */
export interface RuleBuilderOptions {
  /** Translates message keys (i18next `t`); without it the rules reject with the keys. */
  t?: Translate;
}

/** antd rules per field from a table of checks; each rule sees the other fields it names. */
export function toFormRules<K extends string>(
  checks: FormChecks<K>,
  options: RuleBuilderOptions & { required?: Partial<Record<K, boolean>> } = {},
): Record<K, FormRule[]> {
  const fields = Object.keys(checks) as K[];
  const rules = {} as Record<K, FormRule[]>;
  for (const field of fields) {
    rules[field] = [
      toFormRule(checks[field] ?? [], { t: options.t, required: options.required?.[field], fields }),
    ];
  }
  return rules;
}
