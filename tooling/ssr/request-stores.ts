import type { ComponentType } from 'react';
import { RequestStoresContext, requestStoreStates, type RequestStoreFacts } from '../../shared/src/index.ts';
import { serverRequire } from './server-require.ts';

const { createElement } = serverRequire('react') as typeof import('react');

/**
 * A remote's component that renders with one request's stores' state (language, layout, site facts,
 * member): the shared store hooks read it as their server snapshot (RequestStoresContext), so concurrent
 * renders never see each other's. The context is the one of the @mfp/shared this process gives the
 * remotes, which need not be the copy a host's server bundle holds: wrap here, not in the host.
 */
export function withRequestStores<P extends object>(App: ComponentType<P>, facts: RequestStoreFacts): ComponentType<P> {
  const value = requestStoreStates(facts);
  return function WithRequestStores(props: P) {
    return createElement(RequestStoresContext.Provider, { value }, createElement(App, props));
  };
}
