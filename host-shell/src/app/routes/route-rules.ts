import {
  checkExternalTarget,
  checkInternalPath,
  isBareRoute,
  isMemberWindowPath,
  matchSiteRoute,
  type RouteMatch,
} from '@mfp/shared';

export { productionRedirect } from '@mfp/shared';

/** The part of the page appPage asks for (header, content or footer), or 'all'. */
export type AppPagePart = 'header' | 'content' | 'footer' | 'all';

export function appPagePart(search: URLSearchParams): AppPagePart {
  const v = search.get('appPage');
  return v === 'header' || v === 'content' || v === 'footer' ? v : 'all';
}

/**
 * Pages shown without navbar and footer (the route table's bare rule); unknown paths keep the layout,
 * except inside the member window, whose not-found stays in the window's frame.
 */
export function isBarePage(pathname: string, search: URLSearchParams): boolean {
  return isBareRoute(matchSiteRoute(pathname), search) || isMemberWindowPath(pathname);
}

export type { RouteMatch };

/** Modals a landing ?modal= may open: only those that take no props. */
const LANDING_MODALS = [
  'login',
  'register',
  'forgotPassword',
  'appDownload',
  'popupPromotion',
  'serviceAgreement',
] as const;
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

/** Applies the build manifest's redirects to a path (spec 2); targets that are not safe in-site paths or permitted hosts are dropped (spec 8). */
export function manifestRedirect(
  pathname: string,
  redirects: readonly ManifestRedirect[],
  origin: string,
): RedirectTarget {
  const hit = redirects.find((r) => r.from === pathname);
  if (!hit || hit.to === pathname) return null;
  // An http(s) URL must go to a permitted host; anything else is an internal target: a safe in-site path or nothing.
  const checked = /^https?:\/\//i.test(hit.to)
    ? checkExternalTarget(hit.to, origin)
    : checkInternalPath(hit.to);
  if (!checked.ok) return null;
  return checked.external ? { kind: 'external', to: checked.url } : { kind: 'router', to: checked.url };
}
