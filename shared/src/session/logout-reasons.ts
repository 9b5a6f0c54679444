import type { LogoutReason } from '../stores/store-states';

/** What the member is told after a logout: a key of the common namespace and the toast kind. */
export interface LogoutNotice {
  i18nKey: string;
  kind: 'info' | 'warning';
}

/**
 * Why each logout happened, as the member reads it (spec 4): logged in elsewhere ('already login'),
 * the session ended (401, or the private member channel never came), a logout or another member's
 * login in another window of this browser, a time-out or self-exclusion the member started.
 * The member's own logout needs no explanation.
 */
export const LOGOUT_REASONS: Readonly<Record<LogoutReason, LogoutNotice | null>> = {
  user: null,
  alreadyLogin: { i18nKey: 'already_login', kind: 'warning' },
  unauthorized: { i18nKey: 'logout_reason.session_expired', kind: 'warning' },
  handOffFailed: { i18nKey: 'logout_reason.session_expired', kind: 'warning' },
  otherWindowLogout: { i18nKey: 'logout_reason.other_window_logout', kind: 'info' },
  otherWindowLogin: { i18nKey: 'logout_reason.other_window_login', kind: 'info' },
  timeOut: { i18nKey: 'logout_reason.time_out', kind: 'info' },
  selfExcluded: { i18nKey: 'logout_reason.self_excluded', kind: 'info' },
};

/** True when `value` names a logout reason of the table. */
export function isLogoutReason(value: unknown): value is LogoutReason {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOGOUT_REASONS, value);
}
