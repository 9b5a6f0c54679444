import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type { RenderedHead } from './page-template.ts';

/**
 * The host shell's server render entry as the production server uses it: the shape of
 * host-shell/src/server (dist-server/render-page.js), restated here so the server does not compile the host.
 */
export interface RenderRequest {
  url: string;
  cookieHeader?: string;
  hints?: { 'sec-ch-viewport-width'?: string; 'sec-ch-ua-mobile'?: string };
  userAgent?: string;
  nonce?: string;
}

export interface RenderSite {
  /** The site config as the browser loads it (the env-config folder). */
  config: unknown;
  brand: string;
}

export interface RenderedPage {
  kind: 'page';
  readonly status: number;
  head: RenderedHead;
  stateScript: string;
  shellReady: Promise<void>;
  allReady: Promise<void>;
  pipe<W extends Writable>(destination: W): W;
  abort(reason?: unknown): void;
}

export type RenderResult =
  | RenderedPage
  | { kind: 'redirect'; status: number; location: string; setRouteRegister: boolean }
  | { kind: 'client'; status: number };

export type RenderPage = (request: RenderRequest, site: RenderSite) => RenderResult;

/**
 * Issue 19 point 5, never worse than today: a page whose shell is not ready this long after the request
 * (or whose render throws) is answered with the static index.html, rendered in the browser as before.
 */
export const SSR_RENDER_BUDGET_MS = 300;

/** A page still streaming this long after its shell is cut short: React leaves its unfinished parts to the browser. */
export const SSR_STREAM_LIMIT_MS = 10_000;

/** The MFP_SSR switch: '1' renders the host's pages on the server, '0' serves the static index.html. */
export const SSR_DEFAULT = '0';
export const ssrEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => (env.MFP_SSR ?? SSR_DEFAULT) === '1';

/**
 * Loads the render entry once (CommonJS). React picks its development or production build when first
 * required: a process not in NODE_ENV=production would render markup (antd's class names) that the
 * browser's production build does not hydrate, so the server then renders nothing and says why.
 */
export function loadRenderEntry(file: string, env: NodeJS.ProcessEnv = process.env): RenderPage | undefined {
  if (env.NODE_ENV !== 'production') {
    console.warn(`[ssr] NODE_ENV is ${env.NODE_ENV ?? 'unset'}, not production: pages are rendered in the browser`);
    return undefined;
  }
  if (!existsSync(file)) {
    console.warn(`[ssr] ${file} is missing (build the host): pages are rendered in the browser`);
    return undefined;
  }
  const entry: unknown = createRequire(import.meta.url)(file);
  const renderPage = (entry as { renderPage?: unknown }).renderPage;
  if (typeof renderPage !== 'function') throw new Error(`${file} has no renderPage export`);
  return renderPage as RenderPage;
}

const configs = new Map<string, unknown>();

/**
 * The site config file as the browser loads it, read again whenever the file changes (a release swaps it
 * atomically), so a server render follows a release or a rollback at once, with no restart.
 */
export function readSiteConfig(file: string): unknown {
  const st = statSync(file);
  const key = `${file}:${st.size}:${st.mtimeMs}`;
  if (configs.has(key)) return configs.get(key);
  const config: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const old of configs.keys()) if (old.startsWith(`${file}:`)) configs.delete(old);
  configs.set(key, config);
  return config;
}
