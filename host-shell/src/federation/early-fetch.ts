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
import { CONTRACT_VERSION, isContractCompatible, remoteForPath, remoteUrlsFor, sessionIdOf, siteConfigUrl } from '@mfp/shared/contracts';

const started = new Map<string, Promise<Response>>();

const noCache = (url: string) => fetch(url, { cache: 'no-cache' });

/** The config URL of this build (shared siteConfigUrl over the build's globals); config/site-config.ts fetches the same. */
export const earlyConfigUrl = (): string => siteConfigUrl(__MFP_ENV__, __MFP_SITE__, __MFP_CONFIG_URL__);

interface ManifestPart {
  metaData?: { contractVersion?: unknown; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The scripts the route's remote runs first, from its manifest: its entry and the './app' expose's
 * chunks, resolved against the manifest URL (the remotes' publicPath is 'auto'). None for a remote of
 * another contract major (the host will refuse it).
 */
export function firstScriptsOf(manifestUrl: string, manifest: ManifestPart): string[] {
  if (!isContractCompatible(manifest.metaData?.contractVersion, CONTRACT_VERSION)) return [];
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const files = [
    `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`,
    ...(manifest.exposes?.find((e) => e.name === 'app')?.assets?.js?.sync ?? []),
  ];
  return files.map((f) => new URL(f, manifestUrl).href);
}

function preloadScripts(urls: string[], doc: Document): void {
  for (const href of urls) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    doc.head.appendChild(link);
  }
}

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

/** Starts the config request, then the manifest requests of the remotes it names. Never throws. */
export function startEarlyFetches(configUrl = earlyConfigUrl(), doc: Document | undefined = globalThis.document): void {
  if (typeof fetch !== 'function') return;
  startConfigFetch(configUrl)
    .then((res) =>
      res.ok ? (res.clone().json() as Promise<{ remotes?: unknown; canary?: unknown }>) : undefined,
    )
    .then((body) => {
      const landing = doc ? remoteForPath(doc.location.pathname) : undefined;
      // The manifests of the versions this session draws (stable or canary), as loadSiteConfig resolves them.
      for (const [name, url] of Object.entries(remoteUrlsFor(body ?? {}, doc ? sessionIdOf(doc) : ''))) {
        if (started.has(url)) continue;
        const manifest = noCache(url);
        started.set(url, manifest);
        if (doc && name === landing)
          manifest
            .then((res) => (res.ok ? (res.clone().json() as Promise<ManifestPart>) : undefined))
            .then((m) => m && preloadScripts(firstScriptsOf(url, m), doc))
            .catch(() => undefined);
      }
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
