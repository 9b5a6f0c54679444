/** The window event fired when a registration completes (the host and trackers listen to it). */
export const REGISTRATION_COMPLETE_EVENT = 'mfp:registration-complete';

export interface RegistrationCompleteDetail {
  member_id: string;
  currency: string;
}

type Fbq = (command: 'track', event: string, params?: Record<string, string>) => void;

/** Fires the registration-complete marketing event: a window CustomEvent and the Facebook pixel call. */
export function fireRegistrationComplete(detail: RegistrationCompleteDetail, win: Window = window): void {
  win.dispatchEvent(new CustomEvent<RegistrationCompleteDetail>(REGISTRATION_COMPLETE_EVENT, { detail }));
  const fbq = (win as Window & { fbq?: Fbq }).fbq;
  if (typeof fbq === 'function') fbq('track', 'CompleteRegistration', { currency: detail.currency });
}
