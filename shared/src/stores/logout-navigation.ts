import type { LogoutReason } from './session-store';

/**
 * Which logouts end on / (spec 4, Logout: "... restore a currency by country, and go to /"). The member's
 * own logout, a logout in another window and the ones the site forces (401, 'already login') do. A failed hand-off resets its URL to /
 * itself (spec 2, get_info_data). Another window's login is no logout of the member: the same browser is
 * logged in again as another account, and this window stays on its page while it restores that member.
 */
const LOGOUT_GOES_HOME: Readonly<Record<LogoutReason, boolean>> = {
  user: true,
  unauthorized: true,
  alreadyLogin: true,
  handOffFailed: false,
  otherWindowLogin: false,
  otherWindowLogout: true,
  timeOut: true,
  selfExcluded: true,
};

/** True when a logout for this reason navigates to /. */
export function logoutGoesHome(reason: LogoutReason): boolean {
  return LOGOUT_GOES_HOME[reason];
}
