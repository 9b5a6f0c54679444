import { browserArea, storage, type PopupCloseRecord } from '@mfp/shared';

// The close time is the spec's session key; whether a member closed it is kept beside it, so that logging in shows the member list.
const LOGIN_STATE_KEY = 'popUpDiscountModalCloseTime.member';

const session = () => browserArea('session');

/** The stored close of the pop-up promotion, or null. */
export function readCloseRecord(): PopupCloseRecord | null {
  const at = storage.get('popUpDiscountModalCloseTime');
  if (at === null) return null;
  return { at, loggedIn: session()?.getItem(LOGIN_STATE_KEY) === '1' };
}

const listeners = new Set<(record: PopupCloseRecord) => void>();

/** Calls `fn` on every close written from now on (the home and overlay pop-ups keep one close state). */
export function onCloseRecord(fn: (record: PopupCloseRecord) => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** Stores the close time (popUpDiscountModalCloseTime) and the login state it was closed in. */
export function writeCloseRecord(record: PopupCloseRecord): void {
  listeners.forEach((fn) => fn(record));
  storage.set('popUpDiscountModalCloseTime', record.at);
  try {
    session()?.setItem(LOGIN_STATE_KEY, record.loggedIn ? '1' : '0');
  } catch {
    // A blocked storage only means the pop-up may show again.
  }
}
