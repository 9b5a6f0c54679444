import { BULLETIN_FREQUENCY_HIDE_ON_CLOSE, DISPLAY_DEVICE } from '../constants';
import type { BulletinItem } from '../types';

/** The stored close of the pop-up promotion (popUpDiscountModalCloseTime, session). */
export interface PopupCloseRecord {
  at: number;
  loggedIn: boolean;
}

export interface PopupInput {
  items: readonly BulletinItem[];
  isDesktop: boolean;
  isLoggedIn: boolean;
  closed: PopupCloseRecord | null;
}

const DEVICE_OK: Record<number, (desktop: boolean) => boolean> = {
  [DISPLAY_DEVICE.both]: () => true,
  [DISPLAY_DEVICE.desktop]: (d) => d,
  [DISPLAY_DEVICE.mobile]: (d) => !d,
};

const time = (s: string): number => {
  const t = Date.parse(s.includes('T') ? s : s.replace(' ', 'T'));
  return Number.isNaN(t) ? 0 : t;
};

/** The items for this device that the pop-up shows now: none while closed, unless the login state changed or an item was updated since. */
export function visiblePopupItems(input: PopupInput): BulletinItem[] {
  const forDevice = input.items.filter((i) =>
    (DEVICE_OK[i.display_device] ?? (() => false))(input.isDesktop),
  );
  const c = input.closed;
  if (!c || c.loggedIn !== input.isLoggedIn) return forDevice;
  return forDevice.some((i) => time(i.updated_at) > c.at) ? forDevice : [];
}

/**
 * Whether the pop-up promotion may open on its own, given the boxes open now: only when no other box is. A visitor
 * who came to log in (a Log In tap, `?modal=login`) sees that box first, and the promotion once it is closed.
 */
export const popupMayOpenOnItsOwn = (openBoxes: readonly string[]): boolean =>
  openBoxes.every((name) => name === 'popupPromotion');

/** What closing the pop-up does: always store the close time; a member with display_frequency 0 also hides it server side and reloads. */
export function popupCloseActions(
  isLoggedIn: boolean,
  displayFrequency: number | null | undefined,
): { storeCloseTime: true; hideAndReload: boolean } {
  return {
    storeCloseTime: true,
    hideAndReload: isLoggedIn && displayFrequency === BULLETIN_FREQUENCY_HIDE_ON_CLOSE,
  };
}
