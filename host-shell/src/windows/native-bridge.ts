/** Messages the site sends to the native app wrapping it (spec 1: the app is told to set the token login). */
export type NativeMessage = { type: 'login'; token: string; member_id: string } | { type: 'logout' };

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(body: unknown): void } | undefined> };
  [androidInterface: string]: unknown;
}

/** The name the iOS message handler and the Android JS interface are registered under. */
export const NATIVE_BRIDGE_NAME = 'bdplayApp';

/** Posts to iOS (webkit.messageHandlers) or Android (a JS interface with postMessage) when present; false in a browser. */
export function postToNativeApp(message: NativeMessage, win: Window = window): boolean {
  const w = win as unknown as NativeWindow;
  const ios = w.webkit?.messageHandlers?.[NATIVE_BRIDGE_NAME];
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  const android = w[NATIVE_BRIDGE_NAME] as { postMessage?: (json: string) => void } | undefined;
  if (android && typeof android.postMessage === 'function') {
    android.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

/** True inside the native app: it registers the bridge (iOS message handler or Android JS interface) before the page runs. */
export function hasNativeApp(win: Window = window): boolean {
  const w = win as unknown as NativeWindow;
  if (w.webkit?.messageHandlers?.[NATIVE_BRIDGE_NAME]) return true;
  const android = w[NATIVE_BRIDGE_NAME] as { postMessage?: unknown } | undefined;
  return typeof android?.postMessage === 'function';
}
