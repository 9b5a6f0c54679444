import { handleQuickGame, listenWindowMessages, sameToken, sessionStore, STORAGE_KEYS } from '@mfp/shared';
import type { WindowMessage } from '@mfp/shared';

export interface MessageDeps {
  login: (data: Extract<WindowMessage, { type: 'authLogin' }>['data']) => void;
  closeAuthWindow: () => void;
  toastError: (message: string) => void;
  quickGame: (m: Extract<WindowMessage, { type: 'quickGame' }>) => void;
}

/** What the main window does with each typed message (spec 4, cross-window messages). */
export function handleHostMessage(message: WindowMessage, deps: MessageDeps): void {
  switch (message.type) {
    case 'authLogin':
      deps.closeAuthWindow();
      deps.login(message.data);
      return;
    case 'authLoginClose':
      if (message.code !== undefined) deps.toastError(message.message ?? String(message.code));
      deps.closeAuthWindow();
      return;
    case 'quickGame':
      deps.quickGame(message);
      return;
    default:
      return;
  }
}

export const AUTH_WINDOW = 'authCallback';

/** Listens on the main window: own origin only, malformed dropped, ignored when this window has an opener. */
export function installHostMessages(
  deps: Pick<MessageDeps, 'toastError'> & { preQuit: () => void; closePopup: (name: string) => void },
  win: Window = window,
): () => void {
  return listenWindowMessages(
    (message) =>
      handleHostMessage(message, {
        login: (data) => sessionStore.getState().login(data),
        closeAuthWindow: () => deps.closePopup(AUTH_WINDOW),
        toastError: deps.toastError,
        quickGame: (m) => handleQuickGame(m, deps.preQuit),
      }),
    { win },
  );
}

/** What a change of the stored token in another window means here. */
export type SyncAction = 'logout' | 'restore' | 'follow' | null;

/**
 * Login and logout in one window reach the others through the storage event on the token key:
 * a removed token logs out everywhere; a new token restores a logged-out window and makes a
 * logged-in one follow it (another member logged in there).
 */
export function sessionSyncAction(
  key: string | null,
  newValue: string | null,
  current: { token: string | null; loggedIn: boolean },
): SyncAction {
  if (key !== STORAGE_KEYS.token.name && key !== null) return null;
  if (newValue === null) return current.loggedIn || current.token !== null ? 'logout' : null;
  if (sameToken(current.token, newValue)) return current.loggedIn ? null : 'restore';
  return current.loggedIn ? 'follow' : 'restore';
}

type SyncStep = (token: string | null, restore: () => Promise<unknown>) => void;

const SYNC_STEPS: Record<Exclude<SyncAction, null>, SyncStep> = {
  logout: () => sessionStore.getState().logout('otherWindowLogout'),
  restore: (token, restore) => {
    sessionStore.setState({ token, member: null });
    void restore();
  },
  // Like a logout, then restored as at startup, so this window shows the other member.
  follow: (token, restore) => {
    if (token === null) return;
    sessionStore.getState().followOtherWindowLogin(token);
    void restore();
  },
};

/** Makes this window follow a login or logout done in another window of the site; returns the remover. */
export function installSessionSync(restore: () => Promise<unknown>, win: Window = window): () => void {
  const onStorage = (e: StorageEvent): void => {
    if (e.storageArea !== win.localStorage) return;
    const s = sessionStore.getState();
    const action = sessionSyncAction(e.key, e.newValue, { token: s.token, loggedIn: s.phase === 'loggedIn' });
    if (action) SYNC_STEPS[action](e.newValue, restore);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
