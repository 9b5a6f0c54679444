import { formatMoney } from '../utils/money';

/** An amount in the member currency; losses in the danger colour. */
export function Money({ value, currency, signed = false }: { value: number; currency: string; signed?: boolean }) {
  const colour = signed && value < 0 ? 'var(--mfp-danger, #f87171)' : undefined;
  return <span style={{ color: colour, whiteSpace: 'nowrap' }}>{formatMoney(value, currency)}</span>;
}
