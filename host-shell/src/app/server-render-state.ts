import type { DehydratedState } from '@tanstack/react-query';
import type { StartContext } from '@mfp/shared';
import type { RenderedRemoteVersions } from '../federation/preloaded-remotes';

/**
 * The marker of a server-rendered page: a JSON script the server writes into the page (before the
 * boot scripts). Present: the browser hydrates the server's HTML with this state; absent (the static
 * run): it renders on the client as before.
 */
export const SERVER_RENDER_STATE_ID = 'mfp-ssr-state';

export interface ServerRenderState {
  /** The language, currency and layout the server rendered in. */
  start: StartContext;
  /** The server's queries, dehydrated (TanStack Query). */
  queryState: DehydratedState;
  /** The remotes the server rendered, each with its manifest URL: the browser loads these before it hydrates. */
  remotes?: RenderedRemoteVersions;
}

// Inside a <script> only '<' can end it early (</script>, <!--); the line separators break old parsers.
const UNSAFE = /[<\u2028\u2029]/g;
const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The state as the script tag the server writes into the page. */
export function serverRenderStateScript(state: ServerRenderState): string {
  const json = JSON.stringify(state).replace(UNSAFE, escapeChar);
  return `<script id="${SERVER_RENDER_STATE_ID}" type="application/json">${json}</script>`;
}

const isState = (v: unknown): v is ServerRenderState =>
  typeof v === 'object' && v !== null && 'start' in v && 'queryState' in v;

/** The state a server-rendered page carries, or null for a client-rendered page (or an unreadable one). */
export function readServerRenderState(doc: Pick<Document, 'getElementById'>): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
