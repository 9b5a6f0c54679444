/** What the connectivity watch needs of a window: navigator.onLine and the online/offline events. */
export interface ConnectivityTarget {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * How long the page waits after the browser says it is back online before fetching again: the
 * 'online' event can come a moment before requests get through, and a retry that fails then
 * would look like a missing chunk.
 */
export const ONLINE_SETTLE_MS = 1_000;

/** True while the browser has a network connection (a device offline cannot reach the API or a remote). */
export function isOnline(win: ConnectivityTarget): boolean {
  return win.navigator.onLine !== false;
}

/**
 * Calls `onChange` with the new state each time the browser goes offline or comes back, so the
 * page can say it is offline and resume (retry what failed) once the connection is back.
 * Returns the function that stops watching.
 */
export function watchConnectivity(win: ConnectivityTarget, onChange: (online: boolean) => void): () => void {
  const online = (): void => onChange(true);
  const offline = (): void => onChange(false);
  win.addEventListener('online', online);
  win.addEventListener('offline', offline);
  return () => {
    win.removeEventListener('online', online);
    win.removeEventListener('offline', offline);
  };
}
