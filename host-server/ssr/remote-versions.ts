import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@mfp/shared/contracts';
import { loadRemoteVersion } from './remote-version.ts';
import { createVersionCache } from './version-cache.ts';

export type RemoteApp = ComponentType<RemoteAppProps>;

/** Loaded versions (remote and manifest URL) one process keeps: stable, canary and a rollback target of each server-rendered remote. */
export const MAX_LOADED_VERSIONS = 9;
/** A version whose server entry failed to load is tried again after this long: a CDN hiccup heals, a broken build stays on the client. */
export const FAILED_VERSION_RETRY_MS = 10_000;

export interface RemoteVersionCache {
  /** The `./app` of a remote at the version a manifest URL names, loaded once and kept while recently used. */
  app(remote: RemoteName, manifestUrl: string): Promise<RemoteApp>;
  /** The versions held now, least recently used first (`remote manifestUrl`). */
  loaded(): string[];
}

async function loadApp(remote: RemoteName, manifestUrl: string): Promise<RemoteApp> {
  const mod = await (await loadRemoteVersion(remote, manifestUrl)).loadExpose<{ default?: RemoteApp }>('./app');
  if (typeof mod.default !== 'function' && typeof mod.default !== 'object')
    throw new Error(`the server entry of ${remote} at ${manifestUrl} has no ./app component`);
  return mod.default;
}

/**
 * The remotes' server entries a long-running process has loaded, each version in a federation instance
 * of its own (`loadRemoteVersion`), so a release, a canary beside its stable and a rollback each render
 * their own build. A version leaving the cache is simply let go: the runtime holds nothing of it.
 */
export function createRemoteVersionCache(maxVersions: number = MAX_LOADED_VERSIONS): RemoteVersionCache {
  const versions = createVersionCache<RemoteApp>(maxVersions, FAILED_VERSION_RETRY_MS);
  return {
    app: (remote, manifestUrl) =>
      versions.get(`${remote} ${manifestUrl}`, () => {
        const app = loadApp(remote, manifestUrl);
        app.catch((error: unknown) => {
          console.warn(`[mfp] ${remote} at ${manifestUrl} renders on the client:`, error instanceof Error ? error.message : error);
        });
        return app;
      }),
    loaded: () => versions.keys(),
  };
}
