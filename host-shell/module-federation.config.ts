import { join } from 'node:path';

/** The host exposes nothing and compiles in no remote: remotes are registered at run time from the site config. */
export const runtimePlugins = [
  join(import.meta.dirname, 'src/federation/retry-plugin.ts'),
  join(import.meta.dirname, 'src/federation/fallback-plugin.ts'),
];
