import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { createQueryClient } from '@mfp/shared';
import { AppTree } from '../app/app-tree';
import { serverRenderStateScript } from '../app/server-render-state';
import { createAntdStyleCollector } from './antd-styles';
import { serverLeadImage } from './first-view-data';
import { pageHead } from './page-head';
import { createHostRequestI18n } from './request-i18n';
import { requestLocation, routeAnswer } from './request-route';
import { requestStart } from './request-start';
import { appsOf, versionsOf } from '../federation/preloaded-remotes';
import type { RenderOptions, RenderRequest, RenderResult, RenderSite } from './render-types';

const SERVER_ERROR_STATUS = 500;

/**
 * Renders the host shell for one request: language, currency and layout from the request
 * (shared requestStartContext), the route table's status (404 and noindex off the table, production
 * redirects before anything renders), a QueryClient of its own seeded with `queryState` and dehydrated
 * into the page, and an i18n instance of its own. The remote areas whose apps the caller loaded
 * (`preloaded`) render on the server, and the page's state names their versions for the browser's
 * hydration; the others render their loading state.
 */
export function renderPage(request: RenderRequest, site: RenderSite, { queryState, preloaded = {} }: RenderOptions = {}): RenderResult {
  const { pathname, search } = requestLocation(request.url);
  const answer = routeAnswer(pathname, __MFP_ENV__);
  if (answer.kind !== 'page') return answer;

  const { config } = site;
  const start = requestStart(request, search, config);
  const i18n = createHostRequestI18n(start.locale);
  const queryClient = createQueryClient();
  if (queryState) hydrate(queryClient, queryState);
  const dehydrated = dehydrate(queryClient);

  let status = answer.status;
  let resolveShell!: () => void;
  let rejectShell!: (error: unknown) => void;
  let resolveAll!: () => void;
  const shellReady = new Promise<void>((resolve, reject) => {
    resolveShell = resolve;
    rejectShell = reject;
  });
  const allReady = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });

  const antd = createAntdStyleCollector();
  const stream = renderToPipeableStream(
    antd.wrap(<StrictMode>
      <AppTree
        i18n={i18n}
        config={config}
        router={(app) => <StaticRouter location={pathname + search}>{app}</StaticRouter>}
        start={start}
        queryState={dehydrated}
        queryClient={queryClient}
        preloaded={appsOf(preloaded)}
        nonce={request.nonce}
      />
    </StrictMode>),
    {
      nonce: request.nonce,
      // A boundary done by the time its part is sent goes inline, whatever the page's size: React otherwise
      // outlines every boundary after the first 12.8 KB into a hidden node that only its script reveals
      // (a paint later for a player, nothing for a reader without JavaScript).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: resolveShell,
      onShellError: (error) => {
        status = SERVER_ERROR_STATUS;
        rejectShell(error);
        resolveAll();
      },
      onAllReady: resolveAll,
      // An error inside a Suspense boundary: that part renders in the browser; the page still streams.
      onError: (error) => console.error('[mfp] server render error', error),
    },
  );

  return {
    kind: 'page',
    get status() {
      return status;
    },
    head: { ...pageHead(pathname, answer.found, i18n, site.brand), leadImage: serverLeadImage(queryClient, pathname, config, start) },
    stateScript: serverRenderStateScript({ start, queryState: dehydrated, remotes: versionsOf(preloaded) }),
    styles: antd.styles,
    shellReady,
    allReady,
    pipe: (destination) => stream.pipe(destination),
    abort: (reason) => stream.abort(reason),
  };
}
