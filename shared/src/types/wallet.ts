import type { Flag } from './api';

/** One provider's balance in the wallet (spec 3). */
export interface WalletCashItem {
  gp_id: string;
  is_light: Flag;
  icon_dark: string;
  cash?: number | string;
}

/** The wallet from /member/profile/my_cash (spec 3). */
export interface Wallet {
  my_cash_list: WalletCashItem[];
  total: number | string;
}

/** An active red envelope (spec 3). */
export interface RedEnvelope {
  id: number;
  end_at: string;
}

/** The reply of a red-envelope claim (spec 3). */
export interface RedEnvelopeClaimResult {
  cash: number | string;
}
