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

/**
 * Messages the native app sends to the page (spec 1: the site and the apps exchange messages). The
 * wrapper calls `window.bdplayAppReceive(message)` with the object or its JSON.
 */
export type NativeInbound = { type: 'logout' } | { type: 'refreshCash' } | { type: 'navigate'; path: string };

export type NativeHandlers = { [K in NativeInbound['type']]: (message: Extract<NativeInbound, { type: K }>) => void };

/** The global the wrappers call into. */
export const NATIVE_RECEIVER_NAME = 'bdplayAppReceive';

/** A well-formed inbound message, or null (unknown types and malformed bodies are ignored). */
export function parseNativeMessage(raw: unknown): NativeInbound | null {
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof body !== 'object' || body === null) return null;
  const m = body as { type?: unknown; path?: unknown };
  if (m.type === 'logout' || m.type === 'refreshCash') return { type: m.type };
  if (m.type === 'navigate' && typeof m.path === 'string') return { type: 'navigate', path: m.path };
  return null;
}

/** Installs the receiver the native wrappers call; returns its removal. */
export function installNativeReceiver(handlers: NativeHandlers, win: Window = window): () => void {
  const w = win as unknown as Record<string, unknown>;
  w[NATIVE_RECEIVER_NAME] = (raw: unknown): boolean => {
    const message = parseNativeMessage(raw);
    if (!message) return false;
    (handlers[message.type] as (m: NativeInbound) => void)(message);
    return true;
  };
  return () => {
    delete w[NATIVE_RECEIVER_NAME];
  };
}
