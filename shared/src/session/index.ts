export { isLogoutReason, LOGOUT_REASONS } from './logout-reasons';
export type { LogoutNotice } from './logout-reasons';
export { keepLogoutNotice, takeLogoutNotice } from './pending-logout-notice';
