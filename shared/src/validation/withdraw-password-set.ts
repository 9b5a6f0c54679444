import { WITHDRAW_PASSWORD_DIGITS } from '../constants/limits';
import { isDigitCount } from './checks';
import { equalsField, matches, required, validateForm } from './field-checks';
import type { FormChecks } from './field-checks';
import type { FormRule } from './rule';
import { toFormRules, type RuleBuilderOptions } from './rule-builders';
import { REGISTRATION_MESSAGES as M } from './registration';

export type WithdrawPasswordSetField = 'withdraw_password' | 'check_withdraw_password';

/** Setting the first withdraw password: 4 digits (spec 5 and 9), equal to its confirmation. */
export function withdrawPasswordSetChecks(): FormChecks<WithdrawPasswordSetField> {
  return {
    withdraw_password: [
      required(M.required),
      matches((text) => isDigitCount(text, WITHDRAW_PASSWORD_DIGITS), M.withdrawPassword),
    ],
    check_withdraw_password: [required(M.required), equalsField('withdraw_password', M.checkPasswordDiff)],
  };
}

/** antd rules of the withdraw-password set form. */
export function buildWithdrawPasswordSetRules(
  options: RuleBuilderOptions = {},
): Record<WithdrawPasswordSetField, FormRule[]> {
  return toFormRules(withdrawPasswordSetChecks(), {
    t: options.t,
    required: { withdraw_password: true, check_withdraw_password: true },
  });
}

/** Validates a withdraw-password set form. */
export function validateWithdrawPasswordSet(
  form: Readonly<Record<string, unknown>>,
): Partial<Record<WithdrawPasswordSetField, string>> {
  return validateForm(withdrawPasswordSetChecks(), form);
}
