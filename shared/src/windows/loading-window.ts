import { LOADING_WINDOW_POLL_MS } from '../constants';
import { storage } from '../storage';
import type { RedirectWindowName, WaitingWindow } from '../constants';
import type { WindowMessage } from './messages';
import { closePopup, openPopup } from './popup';
import type { PopupSize } from './popup';

/** The redirect window for each waiting kind (spec 2 and 3). */
export const REDIRECT_WINDOW_FOR: Record<WaitingWindow, RedirectWindowName> = {
  gameWindow: 'redirect',
  depositWindow: 'depositRedirect',
  fpWindow: 'fpRedirect',
};

/** Opens the blank /loading window under its redirect name (before the real url is known, so the pop-up is not blocked). */
export function openLoadingWindow(kind: WaitingWindow, size: PopupSize, win: Window = window): Window | null {
  return openPopup('/loading', REDIRECT_WINDOW_FOR[kind], size, win);
}

/** Polls every 500 ms until `read` gives a value, then calls onReady once. Returns stop(). */
export function pollLoadingWindow(read: () => string | null, onReady: (value: string) => void): () => void {
  const id = setInterval(() => {
    const value = read();
    if (value) {
      clearInterval(id);
      onReady(value);
    }
  }, LOADING_WINDOW_POLL_MS);
  return () => clearInterval(id);
}

/**
 * What a /loading window named `windowName` should go to: the stored waitingUrl, unless another
 * kind of window is the one waiting (waitingWindow of another redirect name). Taking it clears both keys.
 */
export function takeWaitingUrl(windowName: string): string | null {
  const url = storage.get('waitingUrl');
  if (!url) return null;
  const waiting = storage.get('waitingWindow');
  if (waiting && REDIRECT_WINDOW_FOR[waiting] !== windowName) return null;
  storage.remove('waitingUrl');
  storage.remove('waitingWindow');
  return url;
}

/** quickGame: the matching redirect window closes; for a game the pre-quit step runs first. */
export function handleQuickGame(
  message: Extract<WindowMessage, { type: 'quickGame' }>,
  preQuit: () => void,
): void {
  if (message.isGame || message.window === 'redirect') preQuit();
  closePopup(message.window);
}
