import { currencySymbol } from '../constants/currency';
import { useSessionStore } from './session-store';
import { useWalletStore, type WalletState } from './wallet-store';

/** What a cash display shows while the wallet is refreshing or not known yet (spec 4). */
export const CASH_REFRESHING = '-';

// Latin digits and comma grouping in every language: the wallet page, the providers and the agent center write amounts so.
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as every cash display writes it (spec 4): the currency's sign, grouped digits, two decimals (`৳ 2,579.32`); '-' for no amount. */
export function formatCash(amount: number | string | null | undefined, currency: string | null): string {
  if (amount === null || amount === undefined || amount === '') return CASH_REFRESHING;
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return CASH_REFRESHING;
  const rounded = Math.round(n * 100) / 100;
  const sign = currency ? `${currencySymbol(currency)} ` : '';
  return `${rounded < 0 ? '-' : ''}${sign}${TWO_DECIMALS.format(Math.abs(rounded))}`;
}

/**
 * The member's cash as the header, the member window and the game bar show it (spec 4, cash display): the
 * total over the main wallet and every provider wallet, '-' while refreshing or before the wallet is known.
 */
export function cashDisplay(wallet: Pick<WalletState, 'cash' | 'refreshing'>, currency: string | null): string {
  return wallet.refreshing ? CASH_REFRESHING : formatCash(wallet.cash, currency);
}

/** The cash display of the wallet store in the member's currency; every place that shows the balance uses it. */
export function useCashDisplay(): string {
  const cash = useWalletStore((s) => s.cash);
  const refreshing = useWalletStore((s) => s.refreshing);
  const currency = useSessionStore((s) => s.currency);
  return cashDisplay({ cash, refreshing }, currency);
}
