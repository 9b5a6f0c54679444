import type { ComponentType } from 'react';
import { RequestStoresContext, requestStoreStates, type RequestStoreFacts } from '@mfp/shared';
import { serverRequire } from './server-require.ts';

const { createElement } = serverRequire('react') as typeof import('react');

/**
 * A remote's component that renders with one request's stores' state (language, layout, site facts,
 * member): the shared store hooks read it as their server snapshot (RequestStoresContext), so concurrent
 * renders never see each other's. For a caller whose tree does not provide RequestStoresContext itself
 * (a host that does, for its server render and hydration, needs no wrapper: the context is one per process).
 */
export function withRequestStores<P extends object>(App: ComponentType<P>, facts: RequestStoreFacts): ComponentType<P> {
  const value = requestStoreStates(facts);
  return function WithRequestStores(props: P) {
    return createElement(RequestStoresContext.Provider, { value }, createElement(App, props));
  };
}
