import type { UserOptions } from '@module-federation/runtime/types';
import { readCatalog, readSharedLibVersion, SINGLETON_PACKAGES, SUBPATHS } from '@mfp/shared/node/singleton-packages';
import * as sharedLib from '@mfp/shared';
import { serverRequire } from './server-require.ts';

type SharedOption = NonNullable<UserOptions['shared']>;

/** Exact versions: the server provides exactly what the catalog pins, like the host does in the browser. */
const STRICT = new Set([
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
]);

/**
 * The `shared` option of the server's federation instance: every run-time singleton of the platform
 * (shared/src/node/singleton-packages.ts, with its sub-paths) and @mfp/shared, taken from this Node process. A remote's
 * server entry is built with `import: false`, so it renders with these and no copy of its own.
 */
export function serverSharedModules(): SharedOption {
  const catalog = readCatalog();
  const out: SharedOption = {};
  const provide = (name: string, version: string, lib: () => unknown) => {
    out[name] = {
      version,
      lib: lib as () => never,
      shareConfig: { singleton: true, requiredVersion: version, strictVersion: STRICT.has(name) },
    };
  };
  for (const name of SINGLETON_PACKAGES) {
    const version = catalog[name];
    if (!version) throw new Error(`catalog has no version for singleton ${name}`);
    provide(name, version, () => serverRequire(name));
    for (const sub of SUBPATHS[name] ?? []) provide(sub, version, () => serverRequire(sub));
  }
  provide('@mfp/shared', readSharedLibVersion(), () => sharedLib);
  return out;
}
