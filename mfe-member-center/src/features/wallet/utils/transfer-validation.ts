/** What the member-transfer validation box checks before a transfer between wallets is sent. */
export interface TransferDraft {
  from: string | undefined;
  to: string | undefined;
  amount: number | null | undefined;
}

export type TransferProblem = 'choose_wallets' | 'same_wallet' | 'amount_required' | 'amount_positive' | 'insufficient';

/** The first problem of a transfer draft against the source wallet's balance, or null when it can be sent. */
export function transferProblem(d: TransferDraft, available: (wallet: string) => number): TransferProblem | null {
  if (!d.from || !d.to) return 'choose_wallets';
  if (d.from === d.to) return 'same_wallet';
  if (d.amount === null || d.amount === undefined || Number.isNaN(d.amount)) return 'amount_required';
  if (d.amount <= 0) return 'amount_positive';
  if (d.amount > available(d.from)) return 'insufficient';
  return null;
}
