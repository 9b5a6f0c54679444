import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { isLengthBetween } from './checks';
import { equalsField, matches, required } from './field-checks';
import type { FormChecks } from './field-checks';

export type NewPasswordField = 'password' | 'check_password';

/** New-password checks (spec 5): required, 6-12 long, equal to the confirmation. */
export function newPasswordChecks(): FormChecks<NewPasswordField> {
  return {
    password: [
      required('ph_password'),
      matches(
        (text) => isLengthBetween(text, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
        'signup.err_psw_length',
      ),
    ],
    check_password: [required('signup.require_text'), equalsField('password', 'signup.err_checkPsw_diff')],
  };
}
