import type { ServerRemoteApps } from '@mfp/host-shell/server';
import { loadRemoteApps, type RemoteApps, type RemoteSiteConfig } from './load-remote-apps.ts';
import { pageRemoteOf } from './page-remote-of.ts';
import { remoteManifest, type RemoteManifestFacts } from './remote-manifest.ts';

/** The remote areas of one page, loaded for a server render: the apps for renderPage and their stylesheets for the head. */
export interface PageRemotes {
  preloaded: ServerRemoteApps;
  stylesheets: string[];
}

export const NO_PAGE_REMOTES: PageRemotes = { preloaded: {}, stylesheets: [] };

export interface PageRemotesDeps {
  load: RemoteApps['load'];
  manifest: (manifestUrl: string) => Promise<RemoteManifestFacts>;
}

const defaults: PageRemotesDeps = { load: loadRemoteApps, manifest: (url) => remoteManifest(url) };

/**
 * The remote the route shows, at the version this session loads (`pageRemoteOf`), when that version has a
 * server entry and loads within the budget; else none, and its area renders on the client as before. Never rejects.
 */
export async function pageRemotes(
  pathname: string,
  config: RemoteSiteConfig,
  sessionId: string,
  deps: PageRemotesDeps = defaults,
): Promise<PageRemotes> {
  const shown = pageRemoteOf(pathname, config, sessionId);
  if (!shown) return NO_PAGE_REMOTES;
  const { remote, manifestUrl } = shown;
  try {
    const manifest = await deps.manifest(manifestUrl);
    if (!manifest.serverEntry) return NO_PAGE_REMOTES;
    const app = (await deps.load(config, sessionId, [remote]))[remote];
    if (!app) return NO_PAGE_REMOTES;
    return { preloaded: { [remote]: { app, manifestUrl } }, stylesheets: manifest.appStylesheets };
  } catch (error) {
    console.warn(`[ssr] ${remote} at ${manifestUrl}: its area renders on the client`, error);
    return NO_PAGE_REMOTES;
  }
}
