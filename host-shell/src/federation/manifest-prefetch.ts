/**
 * The remotes' manifests, requested as soon as the early config names them (early-fetch.ts), and the
 * first scripts of the landing page's remote preloaded from its manifest. Runs before the async
 * boundary like early-fetch: only the light contracts entry of shared. The monolith build replaces
 * this module (tooling/monolith/manifest-prefetch-shim.ts): it has no remote manifests.
 */
import { CONTRACT_VERSION, isContractCompatible, remoteForPath } from '@mfp/shared/contracts';

const noCache = (url: string) => fetch(url, { cache: 'no-cache' });

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

/** Requests every named remote's manifest not started yet, recording it in `started` for takeEarly. */
export function prefetchManifests(
  remotes: Record<string, unknown>,
  started: Map<string, Promise<Response>>,
  doc: Document | undefined,
): void {
  const landing = doc ? remoteForPath(doc.location.pathname) : undefined;
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string' || started.has(url)) continue;
    const manifest = noCache(url);
    started.set(url, manifest);
    if (doc && name === landing)
      manifest
        .then((res) => (res.ok ? (res.clone().json() as Promise<ManifestPart>) : undefined))
        .then((m) => m && preloadScripts(firstScriptsOf(url, m), doc))
        .catch(() => undefined);
  }
}
