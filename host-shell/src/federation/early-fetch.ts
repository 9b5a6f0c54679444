/**
 * Boot without a waterfall: the site config and, as soon as it arrives, every remote's manifest are
 * requested from the very first script (index.ts), while the shared singletons are still loading,
 * instead of after them. The bootstrap and the remote registry take these responses once; anything
 * not started here (a retry, a URL that differs) goes to the network as before.
 *
 * This file runs before the async boundary: it must not import shared modules (@mfp/shared, react).
 */
const started = new Map<string, Promise<Response>>();

const noCache = (url: string) => fetch(url, { cache: 'no-cache' });

/** The config URL of this build (the same globals config/site-config.ts reads). */
export const earlyConfigUrl = (): string =>
  __MFP_CONFIG_URL__ || `/env-config/${__MFP_ENV__}/${__MFP_SITE__}.json`;

/** Starts the config request, then the manifest requests of the remotes it names. Never throws. */
export function startEarlyFetches(configUrl = earlyConfigUrl()): void {
  if (typeof fetch !== 'function') return;
  const config = noCache(configUrl);
  started.set(configUrl, config);
  config
    .then((res) =>
      res.ok ? (res.clone().json() as Promise<{ remotes?: Record<string, unknown> }>) : undefined,
    )
    .then((body) => {
      for (const url of Object.values(body?.remotes ?? {}))
        if (typeof url === 'string' && !started.has(url)) started.set(url, noCache(url));
    })
    .catch(() => undefined);
}

/** The early response for a URL, once; undefined when it was not started early (or was already taken). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const p = started.get(url);
  started.delete(url);
  return p;
}

/** A fetch that uses the early response when there is one (a failed early request falls back to the network). */
export function fetchEarlyOr(url: string): Promise<Response> {
  const early = takeEarly(url);
  return early ? early.catch(() => noCache(url)) : noCache(url);
}
