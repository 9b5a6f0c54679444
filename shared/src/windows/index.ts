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
export { openLoadingWindow, pollLoadingWindow, handleQuickGame, REDIRECT_WINDOW_FOR } from './loading-window';
