import { WITHDRAW_PASSWORD_DIGITS } from '../constants/limits';
import { isDigitCount, isDigits, isEmail } from './checks';
import { matches, required } from './field-checks';
import type { FormChecks } from './field-checks';

export type WithdrawVerifyMethod = 'email' | 'phone';
export type WithdrawVerifyField =
  'account' | 'withdraw_password' | 'member_email' | 'member_phone' | 'answer';

/** Withdraw-password verification checks (spec 5): the chosen method's field, the password and captcha. */
export function withdrawVerifyChecks(method: WithdrawVerifyMethod): FormChecks<WithdrawVerifyField> {
  const contact: FormChecks<WithdrawVerifyField> =
    method === 'email'
      ? { member_email: [required('signup.require_text'), matches(isEmail, 'signup.err_email_format', true)] }
      : {
          member_phone: [
            required('signup.require_text'),
            matches(isDigits, 'signup.err_phone_invalid', true),
          ],
        };
  return {
    account: [required('ph_account_name')],
    withdraw_password: [
      required('signup.require_text'),
      matches((text) => isDigitCount(text, WITHDRAW_PASSWORD_DIGITS), 'verify_failed'),
    ],
    ...contact,
    answer: [required('ph_account_verify_code')],
  };
}
