import { WITHDRAW_PASSWORD_DIGITS } from '../constants/limits';
import { isDigitCount } from './checks';

/** A deposit amount the chosen channel accepts: between its minimum and maximum, both included (spec 3, deposit channel). */
export function isDepositAmountInRange(amount: number, channel: { min_amount: number; max_amount: number }): boolean {
  return amount >= channel.min_amount && amount <= channel.max_amount;
}

/** A withdraw password: exactly WITHDRAW_PASSWORD_DIGITS digits (spec 5, spec 9). */
export function isWithdrawPassword(text: string): boolean {
  return isDigitCount(text, WITHDRAW_PASSWORD_DIGITS);
}
