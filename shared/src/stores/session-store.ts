import { createStore } from 'zustand/vanilla';
import { useSharedStore } from './server-snapshot';
import type { LoginData, LogoutReason, SessionState } from './store-states';
import { tokenPersistence } from './token-persistence';
import { gameStore } from './game-store';
import { walletStore } from './wallet-store';
import { modalStore } from './modal-store';
import { keepLogoutNotice } from '../session/pending-logout-notice';

export type { LoginData, LogoutReason, SessionPhase, SessionState } from './store-states';


type Handler<T> = (arg: T) => void;
const afterLogin = new Set<Handler<LoginData>>();
const afterLogout = new Set<Handler<LogoutReason>>();

/** Registers work that runs after each login; returns the unregister function. */
export function onAfterLogin(handler: Handler<LoginData>): () => void {
  afterLogin.add(handler);
  return () => afterLogin.delete(handler);
}

/** Registers work that runs after each logout; returns the unregister function. */
export function onAfterLogout(handler: Handler<LogoutReason>): () => void {
  afterLogout.add(handler);
  return () => afterLogout.delete(handler);
}

const bare = (t: string): string => t.replace(/^bearer\s+/i, '').trim();

/** True when two tokens name the same session (with or without the Bearer prefix). */
export function sameToken(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && bare(a) === bare(b);
}

const loggedOut = {
  token: null,
  memberId: null,
  account: null,
  currency: null,
  member: null,
  phase: 'loggedOut' as const,
};
const storedToken = tokenPersistence().read();

/** True when the stored token is none or this window's own, so this window may clear it. */
function ownsStoredToken(own: string | null): boolean {
  const stored = tokenPersistence().read();
  return stored === null || sameToken(stored, own);
}

/** The one session/member store. */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...loggedOut,
  token: storedToken,
  redirectAfterLogin: null,
  lastLogoutReason: null,
  openLogin: (redirect) => {
    if (get().phase === 'loggedIn') return;
    set({ phase: 'modalOpen', redirectAfterLogin: redirect ?? get().redirectAfterLogin });
    modalStore.getState().openModal('login', redirect ? { redirect } : undefined);
  },
  cancelLogin: () => {
    if (get().phase === 'loggedIn') return;
    set({ phase: 'loggedOut', redirectAfterLogin: null });
    modalStore.getState().closeModal('login');
  },
  submitLogin: () => set({ phase: 'submitting' }),
  loginFailed: () => {
    if (get().phase === 'submitting') set({ phase: 'modalOpen' });
  },
  login: (data) => {
    tokenPersistence().write(data.token);
    set({
      token: data.token,
      memberId: String(data.member_id),
      account: data.member_account ?? get().account,
      currency: data.member_currency ?? get().currency,
      phase: 'loggedIn',
      lastLogoutReason: null,
    });
    modalStore.getState().closeModal('login');
    for (const h of [...afterLogin]) h(data);
  },
  setToken: (token) => {
    tokenPersistence().write(token);
    set({ token });
  },
  setMember: (member) =>
    set({
      member,
      memberId: String(member.id),
      account: member.member_account,
      currency: member.member_currency,
    }),
  logout: (reason = 'user') => {
    // The stored token is shared by every window: after another window's login it is that window's.
    if (ownsStoredToken(get().token)) tokenPersistence().clear();
    set({ ...loggedOut, redirectAfterLogin: null, lastLogoutReason: reason });
    gameStore.getState().reset();
    walletStore.getState().reset();
    modalStore.getState().closeAll();
    keepLogoutNotice(reason);
    for (const h of [...afterLogout]) h(reason);
  },
  onLoginEvent: (token) => {
    const s = get();
    if (s.phase !== 'loggedIn' || s.token === null || sameToken(s.token, token)) return;
    // The event can reach this window before the storage event of the same browser's new login.
    if (sameToken(tokenPersistence().read(), token)) s.followOtherWindowLogin(token);
    else s.logout('alreadyLogin');
  },
  followOtherWindowLogin: (token) => {
    if (sameToken(get().token, token)) return;
    get().logout('otherWindowLogin');
    set({ token });
  },
  takeRedirectAfterLogin: () => {
    const r = get().redirectAfterLogin;
    set({ redirectAfterLogin: null });
    return r;
  },
}));

/** True when a member is logged in. */
export const selectIsLoggedIn = (s: SessionState): boolean => s.phase === 'loggedIn';

/** Subscribes a component to a slice of the session state; a server render reads its request's (RequestStoresContext). */
export function useSessionStore<U>(selector: (s: SessionState) => U): U {
  return useSharedStore(sessionStore, 'session', selector);
}
