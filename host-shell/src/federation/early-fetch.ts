/**
 * Boot without a waterfall: the site config and, as soon as it arrives, every remote's manifest are
 * requested from the very first script (index.ts), while the shared singletons are still loading,
 * instead of after them. The bootstrap and the remote registry take these responses once; anything
 * not started here (a retry, a URL that differs) goes to the network as before.
 *
 * The remote the landing page needs gets its entry and first chunks preloaded from its manifest,
 * so they download alongside the shared chunks instead of after the host has booted.
 *
 * This file runs before the async boundary: it must not import shared modules (@mfp/shared, react);
 * the contract check comes from its own light entry point, bundled here.
 */
import { remoteUrlsFor, sessionIdOf, siteConfigUrl } from '@mfp/shared/contracts';
import { prefetchManifests } from './manifest-prefetch';

const started = new Map<string, Promise<Response>>();

const noCache = (url: string) => fetch(url, { cache: 'no-cache' });

/** The config URL of this build (shared siteConfigUrl over the build's globals); config/site-config.ts fetches the same. */
export const earlyConfigUrl = (): string => siteConfigUrl(__MFP_ENV__, __MFP_SITE__, __MFP_CONFIG_URL__);

/**
 * Starts the config request, in default cache mode so that it takes the page's <link rel=preload> of
 * the config (tooling/boot-preload-plugin.ts); the server marks the config no-cache, so it is
 * revalidated all the same.
 */
export function startConfigFetch(configUrl = earlyConfigUrl()): Promise<Response> {
  const config = fetch(configUrl);
  started.set(configUrl, config);
  return config;
}

/**
 * Starts the config request, then the manifest requests of the remotes it names (manifest-prefetch;
 * the monolith build, which has no manifests, replaces that module). Never throws.
 */
export function startEarlyFetches(configUrl = earlyConfigUrl(), doc: Document | undefined = globalThis.document): void {
  if (typeof fetch !== 'function') return;
  startConfigFetch(configUrl)
    .then((res) =>
      res.ok ? (res.clone().json() as Promise<{ remotes?: unknown; canary?: unknown }>) : undefined,
    )
    // The manifests of the versions this session draws (stable or canary), as loadSiteConfig resolves them.
    .then((body) => prefetchManifests(remoteUrlsFor(body ?? {}, doc ? sessionIdOf(doc) : ''), started, doc))
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
