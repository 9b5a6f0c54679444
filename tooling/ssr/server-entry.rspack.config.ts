import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../singletons.ts';
import { serverBuildConfig } from './server-build-config.ts';
import type { Configuration } from '@rspack/core';

/**
 * Builds only a remote's Node server entry (no browser build) into `<out>/server/`, for tests:
 *   rspack build --config tooling/ssr/server-entry.rspack.config.ts --env package=mfe-lobby --env out=<dir>
 * The production build makes the same file beside the browser build (rspack-preset, `ssr: true`).
 * Run it with the rspack CLI, not under tsx: tsx's name helper (__name) would leak into the federation
 * runtime code the plugin writes from its own functions' source.
 */
export default async function serverEntryOnly(env: {
  package?: string;
  out?: string;
}): Promise<Configuration> {
  if (!env.package || !env.out) throw new Error('--env package=<remote folder> --env out=<dir> are required');
  const packageDir = join(repoRoot, env.package);
  const { mfp } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    mfp: { mfName: string };
  };
  const { exposes } = (await import(join(packageDir, 'module-federation.config.ts'))) as {
    exposes: Record<string, string>;
  };
  return serverBuildConfig({
    packageDir,
    mfName: mfp.mfName,
    exposes,
    outDir: env.out,
    defines: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __MFP_ENV__: JSON.stringify(process.env.MFP_ENV ?? 'local'),
      __MFP_SITE__: JSON.stringify(process.env.MFP_SITE ?? 'bd01'),
      __MFP_BUILD_VERSION__: JSON.stringify(new Date().toISOString()),
      __MFP_CONFIG_URL__: JSON.stringify(process.env.MFP_CONFIG_URL ?? ''),
    },
  });
}
