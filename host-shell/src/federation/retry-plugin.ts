import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FederationError } from './error-codes';
import { takeManifest } from './manifest-cache';
import { reportRum } from '../rum/rum-events';

export interface RetryOptions {
  /** Further attempts after the first failure (manifest fetch and entry script alike). */
  retries?: number;
  /** Wait before retry n is n times this many milliseconds. */
  delayMs?: number;
  /** The timer; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The network call; tests pass a fake. */
  fetchImpl?: typeof fetch;
}

export const RETRY_DEFAULTS = { retries: 2, delayMs: 300 } as const;

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The entry URL of retry n, so the browser loads the script again instead of its failed copy. */
export const retryEntryUrl = (url: string, attempt: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}mfp_retry=${attempt}`;

/**
 * Manifest requests are served from the boot prefetch when possible, else fetched with bounded
 * retries (a 4xx is final); a remote entry script that fails to load is loaded again the same way.
 * Failures carry MFP-RUNTIME codes (error-codes.ts).
 */
export default function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? RETRY_DEFAULTS.retries;
  const delayMs = options.delayMs ?? RETRY_DEFAULTS.delayMs;
  const sleep = options.sleep ?? realSleep;
  const doFetch = (url: string, init: RequestInit): Promise<Response> =>
    (options.fetchImpl ?? fetch)(url, init);

  async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        const res = await doFetch(url, { ...init, cache: 'no-cache' });
        if (res.ok) return res;
        lastError = new Error(`HTTP ${res.status}`);
        if (res.status < 500) break;
      } catch (e) {
        lastError = e;
      }
      if (attempt < retries) {
        reportRum({ kind: 'retry_url', url });
        await sleep(delayMs * (attempt + 1));
      }
    }
    throw new FederationError('MFP-RUNTIME-001', url, lastError);
  }

  return {
    name: 'mfp-retry-plugin',
    async fetch(url, init) {
      const cached = takeManifest(url);
      if (cached !== undefined)
        return new Response(cached, { headers: { 'content-type': 'application/json' } });
      return fetchWithRetry(url, init);
    },
    loadEntryError(args) {
      const recovered = retryEntry(args);
      // The hook's declared result is a promise of a promise (what the runtime awaits twice).
      return Promise.resolve(recovered) as Promise<typeof recovered | undefined>;
    },
  };

  type EntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

  async function retryEntry({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: EntryErrorArgs) {
    let lastError: unknown;
    for (let attempt = 1; attempt <= retries; attempt++) {
      reportRum({ kind: 'retry_url', url: remoteInfo.entry });
      await sleep(delayMs * attempt);
      // The failed load stays cached under its key; without removing it every retry gets the same failure.
      delete globalLoading[uniqueKey];
      try {
        const exports = await getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url) => retryEntryUrl(url, attempt),
        });
        if (exports) return exports;
      } catch (e) {
        lastError = e;
      }
    }
    console.warn(`[mfp] ${new FederationError('MFP-RUNTIME-002', remoteInfo.entry).message}`, lastError);
    return undefined;
  }
}
