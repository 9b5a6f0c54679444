import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '../../shared/src/contracts/remotes.ts';
import { SSR_HOST_NAME } from './remote-loader.ts';
import { serverSharedModules } from './server-shared.ts';
import { createVersionCache } from './version-cache.ts';

export type RemoteApp = ComponentType<RemoteAppProps>;

/** Loaded versions (remote and manifest URL) one process keeps: stable, canary and a rollback target of each server-rendered remote. */
export const MAX_LOADED_VERSIONS = 9;
/** A version whose server entry failed to load is tried again after this long: a CDN hiccup heals, a broken build stays on the client. */
export const FAILED_VERSION_RETRY_MS = 10_000;

/** The federation runtime's process-wide state that holds on to a loaded container. */
interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__?: unknown[]; moduleInfo?: Record<string, unknown> };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
  [globalName: string]: unknown;
}
const globals = globalThis as unknown as FederationGlobals;

/**
 * The runtime's Node loader evaluates whatever body a server entry's URL answers: a missing entry (its
 * 404 page) would fail as a syntax error. This names the failure instead, for the manifest and the entry.
 */
const answeredOk: ModuleFederationRuntimePlugin = {
  name: 'mfp-ssr-answered-ok',
  async fetch(url, init) {
    const res = await fetch(url, init);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res;
  },
  async loadEntry({ remoteInfo }) {
    const res = await fetch(remoteInfo.entry, { method: 'HEAD' });
    if (!res.ok) throw new Error(`the server entry ${remoteInfo.entry} answered ${res.status}`);
  },
};

/** The folder of a version: every runtime cache key of that version (manifest, server entry) contains it. */
const versionFolder = (manifestUrl: string): string => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/** Lets the runtime forget a version: its instance, the snapshots of it and of its host, its loaded server entry. */
function forgetVersion(manifestUrl: string, instance: ModuleFederation | undefined): void {
  const folder = versionFolder(manifestUrl);
  const host = instance ? `${instance.name}:` : folder;
  const instances = globals.__FEDERATION__?.__INSTANCES__;
  const at = instance ? (instances?.indexOf(instance) ?? -1) : -1;
  if (at >= 0) instances?.splice(at, 1);
  for (const table of [globals.__FEDERATION__?.moduleInfo, globals.__GLOBAL_LOADING_REMOTE_ENTRY__])
    for (const key of Object.keys(table ?? {})) if (table && (key.includes(folder) || key.startsWith(host))) delete table[key];
}

export interface RemoteVersionCache {
  /** The `./app` of a remote at the version a manifest URL names, loaded once and kept while recently used. */
  app(remote: RemoteName, manifestUrl: string): Promise<RemoteApp>;
  /** The versions held now, least recently used first (`remote manifestUrl`). */
  loaded(): string[];
}

/**
 * The remotes' server entries a long-running process has loaded, one federation instance per version.
 * The runtime keeps a loaded container as `globalThis[<globalName>]` and hands it to every later load of
 * that name, so a release would keep rendering the old build: before a version's entry is loaded, that
 * global is dropped (loads of one remote run one at a time, so two versions never race for it). An
 * instance already loaded keeps its own container and modules, so a render in flight finishes on its
 * version. Least recently used versions beyond `maxVersions` are forgotten by the runtime too.
 */
export function createRemoteVersionCache(maxVersions: number = MAX_LOADED_VERSIONS): RemoteVersionCache {
  const versions = createVersionCache<RemoteApp>(maxVersions, FAILED_VERSION_RETRY_MS);
  const entryLoads = new Map<RemoteName, Promise<unknown>>();
  let loads = 0;

  const loadVersion = (
    remote: RemoteName,
    manifestUrl: string,
    onInstance: (instance: ModuleFederation) => void,
  ): Promise<RemoteApp> => {
    const load = async (): Promise<RemoteApp> => {
      // The preset names each container's global after its federation name (the manifest's globalName).
      delete globals[remote];
      // One name per version: the runtime files a host's resolved remote versions under the host's name.
      const instance = createInstance({
        name: `${SSR_HOST_NAME}_${(loads += 1)}`,
        remotes: [{ name: remote, entry: manifestUrl }],
        shared: serverSharedModules(),
        shareStrategy: 'loaded-first',
        plugins: [answeredOk],
      });
      onInstance(instance);
      const mod = await instance.loadRemote<{ default?: RemoteApp }>(`${remote}/app`);
      if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object')
        throw new Error(`the server entry of ${remote} at ${manifestUrl} has no ./app component`);
      return mod.default;
    };
    const previous = entryLoads.get(remote) ?? Promise.resolve();
    const app = previous.then(load, load);
    entryLoads.set(remote, app.catch(() => undefined));
    return app;
  };

  return {
    app: (remote, manifestUrl) =>
      versions.get(`${remote} ${manifestUrl}`, () => {
        let instance: ModuleFederation | undefined;
        const value = loadVersion(remote, manifestUrl, (made) => {
          instance = made;
        });
        value.catch((error: unknown) => {
          console.warn(`[mfp] ${remote} at ${manifestUrl} renders on the client:`, error instanceof Error ? error.message : error);
        });
        return { value, forget: () => forgetVersion(manifestUrl, instance) };
      }),
    loaded: () => versions.keys(),
  };
}
