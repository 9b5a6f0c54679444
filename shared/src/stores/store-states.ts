import type { SupportedLocale } from '../constants/locale';
import type { MemberLayoutInfo } from '../types/member';

// The shape of each shared store's state, apart from the stores: the server snapshot (server-snapshot.ts)
// names them all, and the session's logout notices name its reasons, without importing a store, so
// that no store module is imported back by what it imports.

export interface LayoutState {
  width: number;
  isDesktop: boolean;
  /** Site config: force desktop mode. */
  desktopLock: boolean;
  /** The web_debug query parameter lifts the desktop lock. */
  webDebug: boolean;
  setWidth(width: number): void;
  configure(options: { desktopLock?: boolean; webDebug?: boolean }): void;
}

/** A refused locale switch names its message. */
export type LocaleSwitchResult = { ok: true } | { ok: false; reason: 'pg.err_is_playing' | 'unsupported' };

export interface LocaleState {
  locale: SupportedLocale;
  /** Sets the locale; refused with pg.err_is_playing while a game is playing (spec 4). */
  requestLocale(locale: string): LocaleSwitchResult;
}

/** The login transitions of spec 4: logged out, modal open, submit, success. */
export type SessionPhase = 'loggedOut' | 'modalOpen' | 'submitting' | 'loggedIn';

/**
 * Why the member was logged out; 'alreadyLogin' shows the 'already login' warning; 'otherWindowLogin'
 * is another window of the site logging another member in (its token stays stored); 'otherWindowLogout'
 * is a logout in another window. What the member is told for each is LOGOUT_REASONS (session/logout-reasons).
 */
export type LogoutReason =
  | 'user'
  | 'unauthorized'
  | 'alreadyLogin'
  | 'handOffFailed'
  | 'otherWindowLogin'
  | 'otherWindowLogout'
  // Safer play: the member started a time-out or a self-exclusion.
  | 'timeOut'
  | 'selfExcluded';

/** What a successful login, registration or hand-off hands to the session. */
export interface LoginData {
  token: string;
  member_id: number | string;
  member_account?: string;
  member_currency?: string;
}

export interface SessionState {
  token: string | null;
  memberId: string | null;
  account: string | null;
  currency: string | null;
  member: MemberLayoutInfo | null;
  phase: SessionPhase;
  /** Page asked for before login, to go to after it (pop-up pages included). */
  redirectAfterLogin: string | null;
  lastLogoutReason: LogoutReason | null;
  openLogin(redirect?: string): void;
  cancelLogin(): void;
  submitLogin(): void;
  loginFailed(): void;
  /** Marks the member logged in and runs the after-login handlers (layout, letters, marquee, pop-ups, recommend flags). */
  login(data: LoginData): void;
  setToken(token: string): void;
  setMember(member: MemberLayoutInfo): void;
  /** Clears member data and token, resets the stores and runs the logout handlers (close pop-ups, restore currency, go to / as `logoutGoesHome` says). */
  logout(reason?: LogoutReason): void;
  /**
   * The login real-time event: a token different from ours logs out with 'already login', unless it is
   * the token stored now, which another window of this browser wrote: then this window follows that login.
   */
  onLoginEvent(token: string): void;
  /**
   * Another window stored a different token (another member logged in there): this member is logged
   * out here as at logout, without clearing the stored token, and the new token is kept to restore.
   */
  followOtherWindowLogin(token: string): void;
  takeRedirectAfterLogin(): string | null;
}

/** Download links of the native apps, by platform. */
export interface AppLinks {
  android?: string;
  ios?: string;
}

/** The site facts game and content calls carry (site_id, templates, demo-site mode, closed brands, native app); the host configures them at boot. */
export interface SiteState {
  siteId: string;
  desktopTemplate: string;
  mobileTemplate: string;
  /** The site currency a visitor browses in (members use their own). */
  currency: string;
  /** The currency a link or agent domain locks registration to (spec 4); the header offers no other while set. */
  currencyLock: string | null;
  /** Demo-site mode (IS_DEMO, spec 5): fakes login, blocks demo play and registration. */
  isDemoSite: boolean;
  /** Game brands (provider gp_id) this site has closed: start check 1 rejects them with r88close_msg (spec 4). */
  closedBrands: readonly string[];
  /** The page runs inside the native iOS/Android app: games open in a window (open mode, spec 4). */
  isApp: boolean;
  /** Where the native apps are downloaded (app page and box); a platform without a link is not offered. */
  appLinks: AppLinks;
  /** Hosts (and their subdomains) an external link or banner may lead to (spec 8); empty: no external target is followed. */
  linkHosts: readonly string[];
  configure(site: Partial<Omit<SiteState, 'configure'>>): void;
}

/**
 * The shared stores' state for one server render (and the hydration of its HTML): what the request says
 * (layout, language, site facts, visitor or member). The stores are the process's singletons, so on a
 * server two concurrent renders would see each other's state; their hooks read this instead.
 */
export interface RequestStoreStates {
  layout: LayoutState;
  site: SiteState;
  session: SessionState;
  locale: LocaleState;
}
