import { REDIRECT_WINDOW_NAMES } from '../constants';
import type { RedirectWindowName } from '../constants';
import { parseIfJsonText } from '../flows/json-text';

/** Typed cross-window messages (spec 4). */
export type WindowMessage =
  | {
      type: 'authLogin';
      data: { token: string; member_id: string | number; member_account?: string; member_currency?: string };
    }
  | { type: 'authLoginClose'; code?: number; message?: string }
  | { type: 'quickGame'; window: RedirectWindowName; url?: string; isGame?: boolean }
  | { type: 'sessionChanged'; loggedIn: boolean }
  | { type: 'logout' }
  | { type: 'balanceChanged'; total?: number | string };
export type WindowMessageKind = WindowMessage['type'];

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const optString = (v: unknown): boolean => v === undefined || typeof v === 'string';
const optNumber = (v: unknown): boolean => v === undefined || typeof v === 'number';
const idLike = (v: unknown): boolean => (typeof v === 'string' && v !== '') || typeof v === 'number';

const SCHEMAS: Record<WindowMessageKind, (m: Dict) => boolean> = {
  authLogin: (m) =>
    isDict(m.data) &&
    typeof m.data.token === 'string' &&
    m.data.token !== '' &&
    idLike(m.data.member_id) &&
    optString(m.data.member_account) &&
    optString(m.data.member_currency),
  authLoginClose: (m) => optNumber(m.code) && optString(m.message),
  quickGame: (m) =>
    typeof m.window === 'string' &&
    (REDIRECT_WINDOW_NAMES as readonly string[]).includes(m.window) &&
    optString(m.url) &&
    (m.isGame === undefined || typeof m.isGame === 'boolean'),
  sessionChanged: (m) => typeof m.loggedIn === 'boolean',
  logout: () => true,
  balanceChanged: (m) => m.total === undefined || typeof m.total === 'number' || typeof m.total === 'string',
};

/** Parses a posted message (object or JSON string); anything that does not match a schema is null. */
export function parseWindowMessage(data: unknown): WindowMessage | null {
  const value = parseIfJsonText(data);
  if (
    !isDict(value) ||
    typeof value.type !== 'string' ||
    !Object.prototype.hasOwnProperty.call(SCHEMAS, value.type)
  )
    return null;
  const schema = SCHEMAS[value.type as WindowMessageKind];
  return schema(value) ? (value as WindowMessage) : null;
}

export interface ListenOptions {
  /** Origins whose messages are accepted (the site's own origin by default). */
  allowedOrigins?: readonly string[];
  win?: Window;
}

/** Receives typed messages from allowed origins; ignored entirely when this window has an opener (spec 4). Returns dispose. */
export function listenWindowMessages(
  handler: (message: WindowMessage, event: MessageEvent) => void,
  options: ListenOptions = {},
): () => void {
  const win = options.win ?? window;
  const allowed = options.allowedOrigins ?? [win.location.origin];
  const onMessage = (event: MessageEvent): void => {
    if (win.opener) return;
    if (!allowed.includes(event.origin)) return;
    const message = parseWindowMessage(event.data);
    if (message) handler(message, event);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** Posts a typed message to another window of the site (never with a '*' target origin). */
export function postWindowMessage(
  target: Window | null | undefined,
  message: WindowMessage,
  targetOrigin: string = window.location.origin,
): boolean {
  if (!target || target.closed) return false;
  target.postMessage(message, targetOrigin);
  return true;
}
