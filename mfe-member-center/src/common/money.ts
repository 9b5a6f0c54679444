import { useCallback } from 'react';
import { formatCash, useSessionStore } from '@mfp/shared';

/**
 * Every amount of the member window as the shared cash rule writes it (spec 4: the currency's sign, grouped
 * digits, two decimals; '-' when unknown), in the member's currency unless the row says another.
 */
export function useMoney(): (value: number | string | null | undefined, currency?: string | null) => string {
  const memberCurrency = useSessionStore((s) => s.currency);
  return useCallback((value, currency) => formatCash(value === '-' ? null : value, currency ?? memberCurrency), [memberCurrency]);
}
