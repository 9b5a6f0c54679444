import { POPUP_WINDOW_HEIGHT, POPUP_WINDOW_WIDTH } from '../constants';

export interface PopupSize {
  width: number;
  height: number;
}

const open = new Map<string, Window>();

/** Window features for a pop-up of `size` centred on the current window. */
export function centredFeatures(size: PopupSize, win: Window = window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** Opens a centred pop-up; a pop-up of the same name that is still open is focused instead. */
export function openPopup(url: string, name: string, size: PopupSize, win: Window = window): Window | null {
  const existing = open.get(name);
  if (existing && !existing.closed) {
    existing.focus();
    return existing;
  }
  const popup = win.open(url, name, centredFeatures(size, win));
  if (popup) {
    open.set(name, popup);
    popup.focus();
  } else {
    open.delete(name);
  }
  return popup;
}

/** The member center window name. */
export const MEMBER_CENTER_WINDOW = 'memberCenter';

/** Opens the member center (/user...) in its 1500x800 pop-up, one at a time. */
export function openMemberCenter(path = '/user/Info', win: Window = window): Window | null {
  return openPopup(
    path,
    MEMBER_CENTER_WINDOW,
    { width: POPUP_WINDOW_WIDTH, height: POPUP_WINDOW_HEIGHT },
    win,
  );
}

/** The open pop-up of a name, if any. */
export function getPopup(name: string): Window | null {
  const w = open.get(name);
  return w && !w.closed ? w : null;
}

/** Closes one pop-up by name. */
export function closePopup(name: string): void {
  const w = open.get(name);
  if (w && !w.closed) w.close();
  open.delete(name);
}

/** Closes every pop-up this window opened (logout). */
export function closeAllPopups(): void {
  for (const name of [...open.keys()]) closePopup(name);
}
