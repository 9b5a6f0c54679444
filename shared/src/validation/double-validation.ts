import type { DoubleValidationQuestion } from '../constants/platform';
import { required } from './field-checks';
import type { FormChecks } from './field-checks';

export type DoubleValidationField = 'answer' | 'captcha_answer';

/** The message asking for the answer to each question column (spec 5: a message per question). */
export const DOUBLE_VALIDATION_ANSWER_KEYS: Readonly<Record<DoubleValidationQuestion, string>> = {
  member_name: 'double_validation.require_member_name',
  identity_id: 'double_validation.require_identity_id',
  member_phone: 'double_validation.require_member_phone',
  member_email: 'double_validation.require_member_email',
  withdraw_password: 'double_validation.require_withdraw_password',
};

/** Double-validation checks (spec 5): an answer for the question and a captcha are required. */
export function doubleValidationChecks(
  question: DoubleValidationQuestion,
): FormChecks<DoubleValidationField> {
  return {
    answer: [required(DOUBLE_VALIDATION_ANSWER_KEYS[question])],
    captcha_answer: [required('ph_account_verify_code')],
  };
}
