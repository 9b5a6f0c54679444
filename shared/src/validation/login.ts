import { required } from './field-checks';
import type { FormChecks } from './field-checks';

export type LoginField = 'account' | 'password' | 'answer';

/** Login checks (spec 5): account, password and captcha required; the captcha is skipped in demo mode. */
export function loginChecks(options: { demo?: boolean } = {}): FormChecks<LoginField> {
  return {
    account: [required('ph_account_name')],
    password: [required('ph_password')],
    ...(options.demo ? {} : { answer: [required('ph_account_verify_code')] }),
  };
}
