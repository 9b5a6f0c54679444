import { checkUrl, isHallId } from '@mfp/shared';

/** Routes that redirect home in production (spec 2, route rules). */
export const PRODUCTION_REDIRECTS = ['/main', '/gameHall', '/slotgame', '/register'] as const;

const underPrefix = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

export interface RedirectDecision {
  to: string;
  /** /register also sets the isRouteRegister cookie, which opens the register modal on start. */
  setRouteRegister: boolean;
}

/** The production redirect for a path, or null. Off outside 'production' so the remotes' pages stay reachable. */
export function productionRedirect(pathname: string, env: string): RedirectDecision | null {
  if (env !== 'production') return null;
  const hit = PRODUCTION_REDIRECTS.find((p) => underPrefix(pathname, p));
  return hit ? { to: '/', setRouteRegister: hit === '/register' } : null;
}

const NUMERIC = /^\d+$/;

/** Validation rules per route prefix: the segment after the prefix must pass (spec 2: failing shows 404). */
const SEGMENT_RULES: ReadonlyArray<{ prefix: string; valid: (segment: string) => boolean }> = [
  { prefix: '/gameHall', valid: (s) => NUMERIC.test(s) && isHallId(Number(s)) },
  { prefix: '/main', valid: (s) => NUMERIC.test(s) },
];

/** True when a path passes its route's validation rule (paths without a rule always pass). */
export function isValidRoute(pathname: string): boolean {
  for (const { prefix, valid } of SEGMENT_RULES) {
    if (!pathname.startsWith(`${prefix}/`)) continue;
    const rest = pathname.slice(prefix.length + 1).replace(/\/$/, '');
    if (rest === '') return true;
    if (rest.includes('/') || !valid(decodeURIComponent(rest))) return false;
  }
  return true;
}

/** The part of the page appPage asks for (header, content or footer), or 'all'. */
export type AppPagePart = 'header' | 'content' | 'footer' | 'all';

export function appPagePart(search: URLSearchParams): AppPagePart {
  const v = search.get('appPage');
  return v === 'header' || v === 'content' || v === 'footer' ? v : 'all';
}

/** Pages shown without navbar and footer: the Popular slot page, the member center window, helper windows. */
export function isBarePage(pathname: string, search: URLSearchParams): boolean {
  if (pathname === '/slotgame' && search.get('gp_id') === 'Popular') return true;
  return ['/user', '/loading', '/close', '/authCallback', '/fastPayment'].some((p) => underPrefix(pathname, p));
}

/** Members-only paths (the auth middleware). */
export function isMembersOnly(pathname: string): boolean {
  return ['/user', '/fastPayment'].some((p) => underPrefix(pathname, p));
}

/** Modals a landing ?modal= may open: only those that take no props. */
const LANDING_MODALS = ['login', 'register', 'forgotPassword', 'appDownload', 'popupPromotion', 'serviceAgreement'] as const;
export type LandingModal = (typeof LANDING_MODALS)[number];

export interface LandingQuery {
  agentId: string | null;
  invite: string | null;
  modal: LandingModal | null;
  webDebug: boolean;
  appPage: AppPagePart;
}

const nonEmpty = (v: string | null): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** Reads the landing query parameters of spec 2 (id, invite, modal, appPage, web_debug). */
export function readLandingQuery(search: URLSearchParams): LandingQuery {
  const modal = search.get('modal');
  return {
    agentId: nonEmpty(search.get('id')),
    invite: nonEmpty(search.get('invite')),
    modal: (LANDING_MODALS as readonly string[]).includes(modal ?? '') ? (modal as LandingModal) : null,
    webDebug: search.has('web_debug') && search.get('web_debug') !== '0',
    appPage: appPagePart(search),
  };
}

/** A build-manifest redirect: {from, to}; an external target needs a full page load. */
export interface ManifestRedirect {
  from: string;
  to: string;
}

export type RedirectTarget = { kind: 'router'; to: string } | { kind: 'external'; to: string } | null;

/** Applies the build manifest's redirects to a path (spec 2); unsafe targets are dropped by the shared checkUrl. */
export function manifestRedirect(pathname: string, redirects: readonly ManifestRedirect[], origin: string): RedirectTarget {
  const hit = redirects.find((r) => r.from === pathname);
  if (!hit || hit.to === pathname) return null;
  const checked = checkUrl(hit.to, { allowExternal: true, origin });
  if (!checked.ok) return null;
  return checked.external ? { kind: 'external', to: checked.url } : { kind: 'router', to: checked.url };
}
