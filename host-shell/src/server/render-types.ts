import type { Writable } from 'node:stream';
import type { DehydratedState } from '@tanstack/react-query';
import type { LayoutHints } from '@mfp/shared';
import type { SiteConfig } from '../config/site-config';
import type { ServerRemoteApps } from '../federation/preloaded-remotes';

/** What a server render reads from the HTTP request. */
export interface RenderRequest {
  /** Path and query of the request (`/discount?x=1`); an absolute URL is read for its path and query. */
  url: string;
  /** The Cookie header (language cookie i18n_redirected, currency cookie), if any. */
  cookieHeader?: string;
  /** The client hints the layout guess reads (Sec-CH-Viewport-Width, Sec-CH-UA-Mobile). */
  hints?: Omit<LayoutHints, 'user-agent'>;
  userAgent?: string;
  /** The response's CSP nonce: React writes it on the inline scripts it streams (late Suspense boundaries). */
  nonce?: string;
}

/** The site the page renders for: its config (as the browser loads it) and the brand titles end with. */
export interface RenderSite {
  config: SiteConfig;
  /** The deployment's brand (its index.html title), after the page's name in the title. */
  brand: string;
}

/** What goes into the page's head. */
export interface PageHead {
  title: string;
  /** The page's `<meta name="description">`, in its language. */
  description: string;
  /** The html element's lang (`bn-BD`). */
  lang: string;
  /** `noindex` for the error screen, else null. */
  robots: 'noindex' | null;
  /** The lead image (the home page's LCP picture) when the server has its data: preloaded from the head. */
  leadImage?: string | null;
}

/** A production redirect (spec 2), answered before anything renders. */
export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
  /** /register in production also sets the isRouteRegister cookie. */
  setRouteRegister: boolean;
}

/** A page the server does not render: send the client-rendered page (the static index.html) with this status. */
export interface RenderedClientPage {
  kind: 'client';
  status: number;
}

/** A page being rendered: status and head now, the body as a stream. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  head: PageHead;
  /** The render-state script (start context and dehydrated queries): in the page before the boot scripts. */
  stateScript: string;
  /** antd's <style> tags for the head, of what has rendered when called (styled before any script). */
  styles?: () => string;
  /** Resolves once the shell can be streamed; rejects when even the shell failed (serve the client-rendered page). */
  shellReady: Promise<void>;
  /** Resolves once every Suspense boundary has rendered (crawlers, tests, a micro-cache). */
  allReady: Promise<void>;
  /** Streams the body (the inside of the root element) into a writable; call after shellReady. */
  pipe<W extends Writable>(destination: W): W;
  abort(reason?: unknown): void;
}

export type RenderResult = RenderedPage | RenderedRedirect | RenderedClientPage;

/** What the server loaded for this request before it renders. */
export interface RenderOptions {
  /** The server's queries, dehydrated into the page. */
  queryState?: DehydratedState;
  /** The remote apps of the page's areas loaded in time (host-server/ssr/page-remotes.ts); the others render their loading state. */
  preloaded?: ServerRemoteApps;
}

export type { ServerRemoteApp, ServerRemoteApps } from '../federation/preloaded-remotes';

export type { DehydratedState };
