import { ModuleFederation } from '@module-federation/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import {
  createScriptNode,
  generateSnapshotFromManifest,
  getResourceUrl,
  type Manifest,
} from '@module-federation/sdk';
import type { RemoteName } from '@mfp/shared/contracts';
import { serverSharedModules } from './server-shared.ts';

/** The server's federation instances: their name in the share scope (the browser host is `host_shell`). */
export const SSR_HOST_NAME = 'mfp_ssr';

/** One version of one remote, loaded in this process. */
export interface RemoteVersion {
  /** The module `expose` (`./app`) of this version's server entry. */
  loadExpose<T>(expose: string): Promise<T>;
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
}

/** The server entry's URL by the runtime's own rule (the manifest's `ssrRemoteEntry` under its public path). */
async function serverEntryUrl(manifestUrl: string): Promise<string> {
  const manifest = (await (await fetchOk(manifestUrl)).json()) as Manifest;
  const snapshot = generateSnapshotFromManifest(manifest, { version: manifestUrl });
  if (!('ssrRemoteEntry' in snapshot) || !snapshot.ssrRemoteEntry)
    throw new Error(`${manifestUrl} lists no server entry (ssrRemoteEntry)`);
  return getResourceUrl(snapshot, snapshot.ssrRemoteEntry);
}

/**
 * The container a server entry exports, evaluated by the SDK's Node loader without the runtime's
 * `globalThis[<globalName>]`: every version of a remote has the same global name, so a container kept
 * there would be handed to the next version's load. A missing entry (its 404 page) would otherwise
 * fail as a syntax error: it is named first.
 */
async function evaluateServerEntry(url: string): Promise<RemoteEntryExports> {
  await fetchOk(url, { method: 'HEAD' });
  return new Promise((resolve, reject) => {
    createScriptNode(url, (error, exported: RemoteEntryExports | undefined) => {
      if (error) reject(error);
      else if (typeof exported?.init !== 'function') reject(new Error(`${url} exports no federation container`));
      else resolve(exported);
    });
  });
}

/**
 * Loads the version of `remote` a manifest URL names into a federation instance of its own, through
 * the runtime's public API: `new ModuleFederation` (not `createInstance`, which files every instance in
 * the process-wide `__FEDERATION__.__INSTANCES__`), the container handed over with `initRawContainer`
 * (so the runtime neither looks it up by its global name nor keeps its load in its process-wide table),
 * and a server entry URL with no manifest in it (so the runtime files no snapshot of it). Nothing of
 * the version is then held outside the returned value: dropping it lets the version go, with no
 * cleanup, and a render in flight on it finishes on its own container.
 */
export async function loadRemoteVersion(remote: RemoteName, manifestUrl: string): Promise<RemoteVersion> {
  const entry = await serverEntryUrl(manifestUrl);
  const container = await evaluateServerEntry(entry);
  const instance = new ModuleFederation({
    name: SSR_HOST_NAME,
    remotes: [{ name: remote, entry }],
    shared: serverSharedModules(),
    shareStrategy: 'loaded-first',
  });
  instance.initRawContainer(remote, entry, container);
  return {
    async loadExpose<T>(expose: string): Promise<T> {
      const mod = await instance.loadRemote<T>(`${remote}/${expose.replace(/^\.\//, '')}`);
      if (mod === null || mod === undefined) throw new Error(`the server entry of ${remote} at ${manifestUrl} has no module ${expose}`);
      return mod;
    },
  };
}
