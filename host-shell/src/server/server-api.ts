import { AsyncLocalStorage } from 'node:async_hooks';
import { createApiClient, DEFAULT_LOCALE } from '@mfp/shared';

// The language of the request whose calls run in this async context: the backend answers by the `lang` header.
const requestLang = new AsyncLocalStorage<string>();
let clientOrigin: string | null = null;

/**
 * The server's one API client, to the backend's own origin (over loopback, not through the host's proxy): no
 * token (a server render is a visitor's), the language of the request that runs the call.
 */
export function ensureServerApi(apiOrigin: string): void {
  if (clientOrigin === apiOrigin) return;
  createApiClient({
    baseURL: apiOrigin,
    getToken: () => null,
    setToken: () => undefined,
    getLang: () => requestLang.getStore() ?? DEFAULT_LOCALE,
    onUnauthorized: () => undefined,
  });
  clientOrigin = apiOrigin;
}

/** Runs `work` with the API calls it starts sent in `lang`. */
export function withRequestLang<T>(lang: string, work: () => T): T {
  return requestLang.run(lang, work);
}
