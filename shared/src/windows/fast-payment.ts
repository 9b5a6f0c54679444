import { POPUP_WINDOW_HEIGHT, POPUP_WINDOW_WIDTH } from '../constants';
import { storage } from '../storage';
import { openLoadingWindow, REDIRECT_WINDOW_FOR } from './loading-window';
import { getPopup } from './popup';

/** The fast-payment route (spec 2). */
export const FAST_PAYMENT_PATH = '/fastPayment';
/** What the fast-payment window shows: the member center's deposit page. */
export const FAST_PAYMENT_TARGET = '/user/Deposit';
/** The fast-payment pop-up's window name (the fpWindow redirect window of /loading). */
export const FAST_PAYMENT_WINDOW = REDIRECT_WINDOW_FOR.fpWindow;

/** How /fastPayment opens (spec 2): a sized pop-up on desktop, the same window on mobile and inside the pop-up itself. */
export type FastPaymentMode = 'popup' | 'sameWindow';

export function fastPaymentMode(isDesktop: boolean, windowName: string): FastPaymentMode {
  return isDesktop && windowName !== FAST_PAYMENT_WINDOW ? 'popup' : 'sameWindow';
}

/**
 * Opens the fast-payment pop-up (1500x800): the blank /loading window under fpRedirect, with
 * waitingWindow = fpWindow and the page it must go to in waitingUrl (the loading window polls it).
 * An open fast-payment window is focused instead. Null when the pop-up was blocked.
 */
export function openFastPayment(target: string = FAST_PAYMENT_TARGET, win: Window = window): Window | null {
  const existing = getPopup(FAST_PAYMENT_WINDOW);
  if (existing) {
    existing.focus();
    return existing;
  }
  const popup = openLoadingWindow('fpWindow', { width: POPUP_WINDOW_WIDTH, height: POPUP_WINDOW_HEIGHT }, win);
  if (popup) {
    storage.set('waitingWindow', 'fpWindow');
    storage.set('waitingUrl', target);
  }
  return popup;
}
