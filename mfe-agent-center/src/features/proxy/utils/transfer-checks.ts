import { WITHDRAW_PASSWORD_DIGITS } from '@mfp/shared';
import {
  isAccountChars,
  isDigitCount,
  matches,
  required,
  toFormRules,
  validateForm,
  type FieldCheck,
  type FormChecks,
  type FormRule,
  type Translate,
} from '@mfp/shared/validation';

export type TransferField = 'member_account' | 'amount' | 'withdraw_password';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A positive amount of at most two decimals, not above the agent's balance. */
const amountCheck =
  (balance: number): FieldCheck<Record<string, unknown>> =>
  (value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text === '') return null;
    if (!AMOUNT.test(text) || Number(text) <= 0) return 'transfer.err_amount';
    return Number(text) > balance ? 'transfer.err_balance' : null;
  };

/** Checks of the agent transfer form (shared validators; message keys of the agent namespace). */
export function transferChecks(balance: number, ownAccount: string): FormChecks<TransferField> {
  return {
    member_account: [
      required('transfer.err_required'),
      matches(isAccountChars, 'transfer.err_account', true),
      matches((v) => v.toLowerCase() !== ownAccount.toLowerCase(), 'transfer.err_self', true),
    ],
    amount: [required('transfer.err_required'), amountCheck(balance)],
    withdraw_password: [
      required('transfer.err_required'),
      matches((v) => isDigitCount(v, WITHDRAW_PASSWORD_DIGITS), 'transfer.err_withdraw_password'),
    ],
  };
}

/** antd rules of the transfer form. */
export function transferRules(balance: number, ownAccount: string, t: Translate): Record<TransferField, FormRule[]> {
  return toFormRules(transferChecks(balance, ownAccount), {
    t,
    required: { member_account: true, amount: true, withdraw_password: true },
  });
}

/** `{ field: messageKey }` of every failing field of a transfer form. */
export function validateTransfer(form: Record<string, unknown>, balance: number, ownAccount: string) {
  return validateForm(transferChecks(balance, ownAccount), form);
}
