/** Minutes an agent-link or recommend-code link cookie lives (spec 5 and 9); the site may override it. */
export const LINK_EXPIRE_TIME = 30;

/** Cookie lifetimes in days (spec 9). */
export const LANGUAGE_COOKIE_DAYS = 365;
export const CURRENCY_COOKIE_DAYS = 1;
export const AGENT_DOMAIN_COOKIE_DAYS = 1;
export const TRACKING_COOKIE_DAYS = 90;
/**
 * The "member present" cookie lives as long as a member stays away from the site without
 * logging out; the token it stands for (browser storage, spec 3) has no expiry of its own.
 */
export const MEMBER_PRESENT_COOKIE_DAYS = 30;

/** Cookie names. The spec names i18n_redirected, ccy, _fbc and isRouteRegister; the others are ours. */
export const COOKIE_NAMES = {
  language: 'i18n_redirected',
  currency: 'ccy',
  fbc: '_fbc',
  registerType: 'register_type',
  agentId: 'agent_id',
  recommendCode: 'recommend_code',
  agentDomainId: 'agent_domain_id',
  fastDeposit: 'fast_deposit',
  tracking: 'tracking',
  isRouteRegister: 'isRouteRegister',
  /** A member is logged in in this browser (no token, no id: only '1'), read by the server render. */
  memberPresent: 'mfp_member',
  /** 'client': this browser's pages are rendered in the browser, not on the server (host-server/cdn/render-choice.ts). */
  render: 'mfp_render',
} as const;
export type CookieKey = keyof typeof COOKIE_NAMES;

/** The _fbc value prefix: fb.1.{timestamp}.{clickid} (spec 3). */
export const FBC_PREFIX = 'fb.1';
