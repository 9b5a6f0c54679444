import { handleQuickGame, listenWindowMessages, sessionStore, STORAGE_KEYS } from '@mfp/shared';
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
export type SyncAction = 'logout' | 'restore' | null;

/** Login and logout in one window reach the others through the storage event on the token key. */
export function sessionSyncAction(
  key: string | null,
  newValue: string | null,
  current: { token: string | null; loggedIn: boolean },
): SyncAction {
  if (key !== STORAGE_KEYS.token.name && key !== null) return null;
  if (newValue === null) return current.loggedIn || current.token !== null ? 'logout' : null;
  if (!current.loggedIn || current.token !== newValue) return 'restore';
  return null;
}
