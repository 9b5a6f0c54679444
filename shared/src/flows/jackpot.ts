import { JACKPOT_INTEGER_DIGITS } from '../constants';

/** The jackpot total with its integer part padded to 10 digits: 1234.5 -> "0000001234.50". */
export function formatJackpot(amount: number | string | null | undefined, fractionDigits = 2): string {
  const n = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : (amount ?? 0);
  const safe = Number.isFinite(n) && n > 0 ? n : 0;
  const [int = '0', frac] = safe.toFixed(fractionDigits).split('.');
  const padded = int.padStart(JACKPOT_INTEGER_DIGITS, '0');
  return frac ? `${padded}.${frac}` : padded;
}
