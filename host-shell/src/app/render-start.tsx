import { useSyncExternalStore } from 'react';
import type { RequestStoreFacts, StartContext } from '@mfp/shared';

/**
 * The shared stores' facts of a server render (issue 19): the language, currency and layout the request
 * rendered in. The host provides them (RequestStoresContext) on the server and, read from the page's state
 * script, while the browser hydrates: host and remotes read the same server snapshot through the shared
 * store hooks, then follow the stores (the real width, the site currency) once hydration is done.
 */
export function startStoreFacts(start: StartContext): RequestStoreFacts {
  return { locale: start.locale, isDesktop: start.layout === 'desktop', site: { currency: start.currency } };
}

const noSubscribe = (): (() => void) => () => undefined;

/**
 * False on the server and while hydrating, true after (and from the first render of a client-rendered
 * page): for parts that exist only in a browser (overlays, boxes, devtools).
 */
export function useClientOnly(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
