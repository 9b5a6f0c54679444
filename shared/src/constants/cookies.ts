/** Minutes an agent-link or recommend-code link cookie lives (spec 5 and 9); the site may override it. */
export const LINK_EXPIRE_TIME = 30;

/** Cookie lifetimes in days (spec 9). */
export const LANGUAGE_COOKIE_DAYS = 365;
export const CURRENCY_COOKIE_DAYS = 1;
export const AGENT_DOMAIN_COOKIE_DAYS = 1;
export const TRACKING_COOKIE_DAYS = 90;

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
} as const;
export type CookieKey = keyof typeof COOKIE_NAMES;

/** The _fbc value prefix: fb.1.{timestamp}.{clickid} (spec 3). */
export const FBC_PREFIX = 'fb.1';
