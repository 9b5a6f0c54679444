import type { RealtimeEvents } from '@mfp/shared';

/** The window event fired when a member deposit succeeds (trackers listen to it). */
export const DEPOSIT_SUCCESS_EVENT = 'mfp:deposit-success';

export interface DepositSuccessDetail {
  order_number: string;
  deposit_amount: number;
  deposit_times: number;
  currency: string | null;
}

type Fbq = (command: 'track', event: string, params?: Record<string, string | number>) => void;

/** The deposit-success marketing event (spec 4): a window CustomEvent and the Facebook pixel Purchase, when the pixel is on the page. */
export function fireDepositSuccess(p: RealtimeEvents['deposit-success'], currency: string | null, win: Window = window): DepositSuccessDetail {
  const detail: DepositSuccessDetail = {
    order_number: String(p.order_number),
    deposit_amount: Number(p.deposit_amount),
    deposit_times: Number(p.deposit_times),
    currency,
  };
  win.dispatchEvent(new CustomEvent<DepositSuccessDetail>(DEPOSIT_SUCCESS_EVENT, { detail }));
  const fbq = (win as Window & { fbq?: Fbq }).fbq;
  if (typeof fbq === 'function') {
    fbq('track', 'Purchase', { value: detail.deposit_amount, currency: currency ?? '', deposit_times: detail.deposit_times });
  }
  return detail;
}
