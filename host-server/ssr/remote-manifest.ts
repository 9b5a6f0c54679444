import { SSR_RENDER_BUDGET_MS } from '@mfp/shared/constants/timers';

/** What a server render needs from a remote version's mf-manifest.json. */
export interface RemoteManifestFacts {
  /** The version built a server entry (`metaData.ssrRemoteEntry`): its areas can render on the server. */
  serverEntry: boolean;
  /** The stylesheets of its `./app` expose (sync and async), as absolute URLs: in the page's head before its HTML. */
  appStylesheets: string[];
}

interface ManifestJson {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string }; ssrRemoteEntry?: unknown };
  exposes?: { name?: string; path?: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

const APP_EXPOSE = new Set(['app', './app']);

/** The manifest's facts; asset paths resolve as the runtime does (publicPath, or beside the remote entry when 'auto'). */
export function manifestFacts(manifestUrl: string, json: ManifestJson): RemoteManifestFacts {
  const meta = json.metaData ?? {};
  const base =
    meta.publicPath && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl)
      : new URL(meta.remoteEntry?.path ?? '', manifestUrl);
  const app = (json.exposes ?? []).find((e) => APP_EXPOSE.has(e.name ?? '') || e.path === './app');
  const css = [...(app?.assets?.css?.sync ?? []), ...(app?.assets?.css?.async ?? [])];
  return { serverEntry: meta.ssrRemoteEntry !== undefined, appStylesheets: [...new Set(css)].map((p) => new URL(p, base).href) };
}

// A released version's manifest never changes (its folder is immutable): read once per URL, a bounded few kept.
const MAX_MANIFESTS = 32;
const known = new Map<string, Promise<RemoteManifestFacts>>();

/** A remote version's manifest facts, fetched once (a failure is forgotten, so the next request tries again). */
export function remoteManifest(manifestUrl: string, fetchUrl: string = manifestUrl): Promise<RemoteManifestFacts> {
  const cached = known.get(manifestUrl);
  if (cached) return cached;
  const pending = fetch(fetchUrl, { signal: AbortSignal.timeout(SSR_RENDER_BUDGET_MS) })
    .then((res) => {
      if (!res.ok) throw new Error(`${manifestUrl}: ${res.status}`);
      return res.json() as Promise<ManifestJson>;
    })
    .then((json) => manifestFacts(manifestUrl, json));
  pending.catch(() => known.delete(manifestUrl));
  known.set(manifestUrl, pending);
  if (known.size > MAX_MANIFESTS) known.delete(known.keys().next().value as string);
  return pending;
}
