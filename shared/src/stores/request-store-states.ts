import { DEFAULT_LOCALE, DESKTOP_BREAKPOINT_PX, isSupportedLocale } from '../constants';
import { layoutStore } from './layout-store';
import { localeStore } from './locale-store';
import { sessionStore, type SessionState } from './session-store';
import { siteStore, type SiteState } from './site-store';
import type { RequestStoreStates } from './server-snapshot';

/** What a server knows of a request before it renders (language, layout, the site config's facts, the member if any). */
export interface RequestStoreFacts {
  locale: string;
  isDesktop: boolean;
  site?: Partial<Omit<SiteState, 'configure'>>;
  /** Absent: a visitor (logged out), as the stores start on a server. */
  session?: Partial<Pick<SessionState, 'token' | 'memberId' | 'account' | 'currency' | 'member' | 'phase'>>;
}

/** A width on each side of the desktop breakpoint (spec 2), for the layout state of a request's layout. */
const WIDTH_OF_LAYOUT = { desktop: DESKTOP_BREAKPOINT_PX, mobile: DESKTOP_BREAKPOINT_PX - 1 } as const;

/** The stores' state for one request: each store's initial state (its actions included) with the request's facts. */
export function requestStoreStates(facts: RequestStoreFacts): RequestStoreStates {
  return {
    // The desktop lock and web_debug are already in the request's layout (shared startLayout).
    layout: {
      ...layoutStore.getInitialState(),
      width: facts.isDesktop ? WIDTH_OF_LAYOUT.desktop : WIDTH_OF_LAYOUT.mobile,
      isDesktop: facts.isDesktop,
    },
    site: { ...siteStore.getInitialState(), ...facts.site },
    session: { ...sessionStore.getInitialState(), ...facts.session },
    locale: { ...localeStore.getInitialState(), locale: isSupportedLocale(facts.locale) ? facts.locale : DEFAULT_LOCALE },
  };
}
