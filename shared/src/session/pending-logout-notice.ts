import { browserArea, type StorageLike } from '../storage/browser-storage';
import type { LogoutReason } from '../stores/store-states';
import { isLogoutReason, LOGOUT_REASONS, type LogoutNotice } from './logout-reasons';

/** Session storage: the reason outlives the move to / (and a full page load) until a window shows it. */
const PENDING_KEY = 'mfp_logout_reason';

const sessionArea = () => browserArea('session');

/** Keeps the notice of a logout until it is shown; a logout with nothing to tell clears an older one. */
export function keepLogoutNotice(reason: LogoutReason, area: StorageLike | null = sessionArea()): void {
  try {
    if (LOGOUT_REASONS[reason]) area?.setItem(PENDING_KEY, reason);
    else area?.removeItem(PENDING_KEY);
  } catch {
    // A blocked storage only loses the notice.
  }
}

/** The kept notice, removed so it shows once; null when there is none. */
export function takeLogoutNotice(area: StorageLike | null = sessionArea()): LogoutNotice | null {
  try {
    const reason = area?.getItem(PENDING_KEY) ?? null;
    if (reason === null) return null;
    area?.removeItem(PENDING_KEY);
    return isLogoutReason(reason) ? LOGOUT_REASONS[reason] : null;
  } catch {
    return null;
  }
}
