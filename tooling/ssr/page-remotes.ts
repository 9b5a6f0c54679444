import { remoteUrlsFor } from '../../shared/src/contracts/canary.ts';
import { remoteForPath } from '../../shared/src/contracts/routes.ts';
import type { ServerRemoteApps } from '../../host-shell/src/server/render-types.ts';
import { loadRemoteApps, type RemoteApps, type RemoteSiteConfig } from './load-remote-apps.ts';
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
 * The remote the route shows (the shared route table, `remoteForPath`), at the version the site config
 * points this session at, when that version has a server entry and loads within the budget; else none,
 * and its area renders on the client as before. Never rejects.
 */
export async function pageRemotes(
  pathname: string,
  config: RemoteSiteConfig,
  sessionId: string,
  deps: PageRemotesDeps = defaults,
): Promise<PageRemotes> {
  const remote = remoteForPath(pathname);
  const manifestUrl = remote ? remoteUrlsFor(config, sessionId)[remote] : undefined;
  if (!remote || !manifestUrl) return NO_PAGE_REMOTES;
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
