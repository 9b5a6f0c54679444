export { parseWindowMessage, listenWindowMessages, postWindowMessage } from './messages';
export type { WindowMessage, WindowMessageKind, ListenOptions } from './messages';
export {
  openPopup,
  openMemberCenter,
  getPopup,
  closePopup,
  closeAllPopups,
  centredFeatures,
  MEMBER_CENTER_WINDOW,
} from './popup';
export type { PopupSize } from './popup';
export { openLoadingWindow, pollLoadingWindow, handleQuickGame, takeWaitingUrl, REDIRECT_WINDOW_FOR } from './loading-window';
export {
  fastPaymentMode,
  openFastPayment,
  FAST_PAYMENT_PATH,
  FAST_PAYMENT_TARGET,
  FAST_PAYMENT_WINDOW,
} from './fast-payment';
export type { FastPaymentMode } from './fast-payment';
