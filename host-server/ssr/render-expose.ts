import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { createQueryClient, createRequestI18n, SSR_RENDER_BUDGET_MS, type RequestStoreFacts } from '@mfp/shared';
import { withRequestStores } from './request-stores.ts';
import { serverRequire } from './server-require.ts';

const { createElement } = serverRequire('react') as typeof import('react');
const { renderToPipeableStream } = serverRequire('react-dom/server') as typeof import('react-dom/server');
const { MemoryRouter, Route, Routes } = serverRequire(
  'react-router-dom',
) as typeof import('react-router-dom');
const { QueryClientProvider } = serverRequire(
  '@tanstack/react-query',
) as typeof import('@tanstack/react-query');
const { I18nextProvider } = serverRequire('react-i18next') as typeof import('react-i18next');

/** A query's data the server already has: the render reads it from the cache and makes no call. */
export interface PrefilledQuery {
  queryKey: QueryKey;
  data: unknown;
}

/** What the server knows of a request before it renders: the layout and the site's facts. */
export type RequestFacts = Pick<RequestStoreFacts, 'isDesktop' | 'site' | 'session'>;

export interface RenderRequest extends RequestFacts {
  /** The page's address (path and query) the routed remote renders. */
  url: string;
  lang: string;
  queries: readonly PrefilledQuery[];
}

/** The area a page belongs to, as the host routes it (host-shell app.tsx): its first path segment. */
export const basePathOf = (url: string): string =>
  `/${new URL(url, 'http://x').pathname.split('/')[1] ?? ''}`;

/** How long a full render (a crawler's page, the CLI) may wait for its lazy parts before it is aborted. */
export const RENDER_ABORT_MS = 5_000;

/**
 * Renders a remote's exposed app component to HTML as the host mounts it: under its area's route
 * (basePath) inside a router at the page's address, with the request's own i18n instance, stores'
 * state (RequestStoresContext: concurrent renders never share a language or layout) and a
 * QueryClient whose cache holds the given data. Waits for every lazy part (onAllReady); rejects on a
 * render error or when `abortMs` passes first.
 */
export function renderExposeToHtml(
  App: ComponentType<{ basePath: string }>,
  req: RenderRequest,
  abortMs: number = RENDER_ABORT_MS,
): Promise<string> {
  const basePath = basePathOf(req.url);
  const Area = withRequestStores(App, { locale: req.lang, isDesktop: req.isDesktop, site: req.site, session: req.session });
  const i18n = createRequestI18n(req.lang);
  const client = createQueryClient();
  for (const q of req.queries) client.setQueryData(q.queryKey, q.data);
  const tree = createElement(
    QueryClientProvider,
    { client },
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        MemoryRouter,
        { initialEntries: [req.url] },
        createElement(
          Routes,
          null,
          createElement(Route, {
            path: basePath === '/' ? '/' : `${basePath}/*`,
            element: createElement(Area, { basePath }),
          }),
        ),
      ),
    ),
  );
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const timer = setTimeout(() => {
      reject(new Error(`render took more than ${abortMs} ms`));
      stream.abort(new Error(`render took more than ${abortMs} ms`));
    }, abortMs);
    timer.unref();
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/**
 * A remote area's server HTML, or null when it cannot be had in time (never worse than today):
 * the app throws while rendering or takes longer than the render budget. Null means the area renders on
 * the client as a client-rendered page does; the caller never sees an exception.
 */
export async function renderRemoteArea(
  App: ComponentType<{ basePath: string }>,
  req: RenderRequest,
  budgetMs: number = SSR_RENDER_BUDGET_MS,
): Promise<string | null> {
  try {
    return await renderExposeToHtml(App, req, budgetMs);
  } catch (error) {
    console.warn(`[mfp] server render of ${req.url} left to the client:`, error instanceof Error ? error.message : error);
    return null;
  }
}
