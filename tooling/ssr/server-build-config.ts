import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from '../singletons.ts';
import { swcRule } from '../build-rules.ts';
import { SERVER_ENTRY_FILE, SERVER_ENTRY_TYPE, serverOutDir } from '@mfp/shared/node/server-entry';

export interface ServerBuildOptions {
  packageDir: string;
  mfName: string;
  exposes: Record<string, string>;
  /** The browser build's folder; the server entry goes to its `server/` folder. */
  outDir: string;
  /** The browser build's compile-time values (process.env.NODE_ENV, __MFP_ENV__, ...), the same on the server. */
  defines: Record<string, string>;
}

/**
 * The server-side values of the shared table: every singleton comes from the rendering Node process
 * (`import: false`: no fallback is built, so the build is the remote's own code only), whole (no tree
 * shaking: the server process holds the full packages).
 */
export function serverSharedConfig() {
  return Object.fromEntries(
    Object.entries(sharedConfig('server')).map(([name, { treeShaking: _treeShaking, ...entry }]) => [
      name,
      { ...entry, import: false as const },
    ]),
  );
}

/**
 * A remote's Node server entry: its federation container for `async-node`, CommonJS, one file (the
 * Node loader fetches the entry over HTTP and evaluates it; a single chunk needs no chunk loading over
 * HTTP, so no `@module-federation/node` chunk-loading plugin), CSS left to the browser build.
 */
export function serverBuildConfig(opts: ServerBuildOptions): Configuration {
  return {
    name: 'server',
    mode: 'production',
    context: opts.packageDir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: serverOutDir(opts.outDir),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].js',
      uniqueName: `${opts.mfName}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule('es2022', { development: false }),
        {
          test: /\.css$/,
          loader: join(import.meta.dirname, 'empty-css-loader.cjs'),
          type: 'javascript/auto',
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(opts.defines),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name: opts.mfName,
        filename: SERVER_ENTRY_FILE,
        library: { type: SERVER_ENTRY_TYPE },
        exposes: opts.exposes,
        remotes: {},
        shared: serverSharedConfig(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    experiments: { css: false },
  };
}
