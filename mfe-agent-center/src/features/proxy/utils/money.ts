import { currencySymbol } from '@mfp/shared';

const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in the member currency with its symbol (spec 9): `৳ 1,234.50`, `-$ 3.00`. Digits stay Latin in both languages. */
export function formatMoney(amount: number | string | null | undefined, currency: string): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  const rounded = Math.round(value * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)} ${TWO_DECIMALS.format(Math.abs(rounded))}`;
}

/** A commission rate (0.35) as a percentage (`35%`). */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}
