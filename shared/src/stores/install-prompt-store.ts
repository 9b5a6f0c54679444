import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The browser's deferred "add to home screen" prompt (Chromium's BeforeInstallPromptEvent; not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  /** The prompt the browser offered (beforeinstallprompt), until it is used or the site is installed. */
  prompt: InstallPromptEvent | null;
}

/** The one install prompt store: the host fills it, the app page offers the button while it holds a prompt. */
export const installPromptStore = createStore<InstallPromptState>()(() => ({ prompt: null }));

export const useInstallPromptStore = <U>(selector: (s: InstallPromptState) => U): U => useStore(installPromptStore, selector);

/** Keeps the browser's install prompt for the app page's button; forgets it once the site is installed. */
export function captureInstallPrompt(win: Pick<Window, 'addEventListener'> = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the site offers installation on its app page.
    event.preventDefault();
    installPromptStore.setState({ prompt: event as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => installPromptStore.setState({ prompt: null }));
}

/** Shows the browser's install dialog once (a prompt serves one call); true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const { prompt } = installPromptStore.getState();
  if (!prompt) return false;
  installPromptStore.setState({ prompt: null });
  await prompt.prompt();
  return (await prompt.userChoice).outcome === 'accepted';
}
