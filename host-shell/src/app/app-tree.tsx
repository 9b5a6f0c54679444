import { useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { PageNonceContext, RequestStoresContext, requestStoreStates, type StartContext } from '@mfp/shared';
import type { SiteConfig } from '../config/site-config';
import { PreloadedRemotesContext, type PreloadedRemotes } from '../federation/preloaded-remotes';
import { RequestMemberContext } from '../session/member-pending';
import { App } from './app';
import { AppStateMark } from './app-state-mark';
import { QueryProvider } from './query-provider';
import { startStoreFacts } from './render-start';
import { SiteConfigContext } from './site-context';

export interface AppTreeProps {
  i18n: I18n;
  config: SiteConfig;
  /** The router: BrowserRouter in the browser, StaticRouter on the server. */
  router: (app: ReactNode) => ReactNode;
  /** Server render and hydration: the request's start context and the server's queries. */
  start?: StartContext | null;
  queryState?: DehydratedState;
  queryClient?: QueryClient;
  /** Server render and hydration: the remotes' app entries loaded before the tree renders (the same on both sides). */
  preloaded?: PreloadedRemotes;
  /** Server render: the response's CSP nonce, for the style elements React renders (the browser reads the page's). */
  nonce?: string;
}

const NONE: PreloadedRemotes = {};

/** The host's whole tree, one definition for the browser and the server so that hydration sees the same tree. */
export function AppTree({ i18n, config, router, start = null, queryState, queryClient, preloaded = NONE, nonce }: AppTreeProps) {
  // The shared stores' server snapshot (host and remotes alike); none in a client-rendered page.
  const stores = useMemo(() => (start ? requestStoreStates(startStoreFacts(start, config)) : null), [start, config]);
  return (
    <QueryProvider client={queryClient} state={queryState}>
      <I18nextProvider i18n={i18n}>
        <SiteConfigContext.Provider value={config}>
          <RequestStoresContext.Provider value={stores}>
            <RequestMemberContext.Provider value={start?.member === true}>
              <PageNonceContext.Provider value={nonce}>
                <PreloadedRemotesContext.Provider value={preloaded}>{router(<App />)}</PreloadedRemotesContext.Provider>
                <AppStateMark />
              </PageNonceContext.Provider>
            </RequestMemberContext.Provider>
          </RequestStoresContext.Provider>
        </SiteConfigContext.Provider>
      </I18nextProvider>
    </QueryProvider>
  );
}
