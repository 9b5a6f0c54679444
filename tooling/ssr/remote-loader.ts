import { createInstance } from '@module-federation/runtime';
import type { RemoteName } from '@mfp/shared/contracts';
import { serverSharedModules } from './server-shared.ts';

/** The server's federation instance: its name in the share scope (the browser host is `host_shell`). */
export const SSR_HOST_NAME = 'mfp_ssr';

export interface RemoteLoader {
  /** The module `remote/expose` from the server entry the remote's manifest lists (`ssrRemoteEntry`). */
  loadExpose<T>(remote: RemoteName, expose: string): Promise<T>;
}

/**
 * Loads remotes' exposed modules in this Node process through the Module Federation runtime. Each
 * remote is given by its manifest URL, the one the site config points the browser at; outside a
 * browser the runtime takes the manifest's `ssrRemoteEntry`, fetches it and evaluates it as CommonJS.
 */
export function createRemoteLoader(manifests: Partial<Record<RemoteName, string>>): RemoteLoader {
  const instance = createInstance({
    name: SSR_HOST_NAME,
    remotes: Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    shared: serverSharedModules(),
    shareStrategy: 'loaded-first',
  });
  return {
    async loadExpose<T>(remote: RemoteName, expose: string): Promise<T> {
      const id = `${remote}/${expose.replace(/^\.\//, '')}`;
      const mod = await instance.loadRemote<T>(id);
      if (mod === null || mod === undefined)
        throw new Error(`the server entry of ${remote} has no module ${expose}`);
      return mod;
    },
  };
}
