import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { createI18n, createQueryClient } from '../../shared/src/index.ts';
import { applyRequestFacts, type RequestFacts } from './request-stores.ts';
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

export interface RenderRequest extends RequestFacts {
  /** The page's address (path and query) the routed remote renders. */
  url: string;
  lang: string;
  queries: readonly PrefilledQuery[];
}

/** The area a page belongs to, as the host routes it (host-shell app.tsx): its first path segment. */
export const basePathOf = (url: string): string =>
  `/${new URL(url, 'http://x').pathname.split('/')[1] ?? ''}`;

/** How long a render may wait for its lazy parts before it is aborted (a fallback is then served). */
export const RENDER_ABORT_MS = 5_000;

/**
 * Renders a remote's exposed app component to HTML as the host mounts it: under its area's route
 * (basePath) inside a router at the page's address, the page's one i18n instance and a QueryClient whose cache holds the given data.
 * Waits for every lazy part (onAllReady), as a crawler's full page.
 */
export function renderExposeToHtml(
  App: ComponentType<{ basePath: string }>,
  req: RenderRequest,
): Promise<string> {
  const basePath = basePathOf(req.url);
  applyRequestFacts(req);
  const i18n = createI18n(req.lang);
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
            element: createElement(App, { basePath }),
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
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    setTimeout(
      () => stream.abort(new Error(`render took more than ${RENDER_ABORT_MS} ms`)),
      RENDER_ABORT_MS,
    ).unref();
  });
}
