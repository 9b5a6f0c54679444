/** @jest-environment node */
import { isDepositAmountInRange, isWithdrawPassword } from '../funds';

describe('funds rules: deposit amount within the channel range (spec 3), withdraw password of 4 digits (spec 5)', () => {
  const channel = { min_amount: 100, max_amount: 25000 };

  it('accepts the channel minimum, maximum and anything between', () => {
    expect([100, 101, 25000].map((a) => isDepositAmountInRange(a, channel))).toEqual([true, true, true]);
  });

  it('refuses an amount below the minimum or above the maximum', () => {
    expect([50, 99.99, 25000.01].map((a) => isDepositAmountInRange(a, channel))).toEqual([false, false, false]);
  });

  it('a withdraw password is exactly four digits', () => {
    expect(['1234', '0000'].map(isWithdrawPassword)).toEqual([true, true]);
    expect(['123', '12345', '12a4', ''].map(isWithdrawPassword)).toEqual([false, false, false, false]);
  });
});
