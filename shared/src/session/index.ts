export { isLogoutReason, LOGOUT_REASONS } from './logout-reasons';
export type { LogoutNotice } from './logout-reasons';
export { logOut } from './log-out';
export { keepLogoutNotice, takeLogoutNotice } from './pending-logout-notice';
export { isMemberPresent, markMemberPresent } from './member-present';
export { followLanguageCurrency, lockVisitorCurrency, setVisitorCurrency } from './visitor-currency';
