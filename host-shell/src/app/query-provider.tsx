import { lazy, Suspense, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getQueryClient } from '@mfp/shared';
import { useClientOnly } from './render-start';

// Development builds only: the condition is a constant, so a production build drops the import and its chunk.
const Devtools =
  process.env.NODE_ENV !== 'production'
    ? lazy(() => import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })))
    : null;

export interface QueryProviderProps {
  children: ReactNode;
  /** A server render's own client (one per request); the page's one client otherwise. */
  client?: QueryClient;
  /** The server's dehydrated queries, put into the client before the tree renders (server render and hydration). */
  state?: DehydratedState;
}

/** The page's one QueryClient, above every remote area: the same data asked for by two remotes is one request. */
export function QueryProvider({ children, client = getQueryClient(), state }: QueryProviderProps) {
  const inBrowser = useClientOnly();
  return (
    <QueryClientProvider client={client}>
      {state ? <HydrationBoundary state={state}>{children}</HydrationBoundary> : children}
      {Devtools && inBrowser ? (
        <Suspense fallback={null}>
          <Devtools initialIsOpen={false} buttonPosition="bottom-left" />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
