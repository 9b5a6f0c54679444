import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { buildDefines, swcRule } from '@mfp/tooling/build-rules.ts';

/**
 * The host shell's server render entry as a Node build: dist-server/render-page.js exports
 * renderPage for the production server. Packages the host resolves stay outside (required at run time
 * from node_modules, one React for the server); the workspace's own sources (@mfp/shared) are bundled.
 */
const packageDir = import.meta.dirname;
const hostRequire = createRequire(join(packageDir, 'package.json'));
const isBare = (request: string): boolean => !request.startsWith('.') && !request.startsWith('/') && !request.includes('!');

function resolvesFromHost(request: string): boolean {
  try {
    hostRequire.resolve(request);
    return true;
  } catch {
    return false;
  }
}

// The client build's production default (tooling/rspack-preset.ts).
const env = process.env.MFP_ENV ?? 'local';

const config: Configuration = {
  mode: 'production',
  target: 'node20',
  context: packageDir,
  entry: { 'render-page': './src/server/index.ts' },
  devtool: 'source-map',
  output: {
    path: join(packageDir, 'dist-server'),
    filename: '[name].js',
    chunkFilename: 'chunks/[name].[contenthash:10].js',
    library: { type: 'commonjs-static' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (request && isBare(request) && !request.startsWith('@mfp/') && resolvesFromHost(request))
        return callback(undefined, `commonjs ${request}`);
      return callback();
    },
  ],
  module: {
    rules: [
      swcRule('es2022'),
      // Stylesheets are the client build's: the server renders markup only.
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  plugins: [
    new rspack.DefinePlugin(buildDefines('production', env)),
  ],
  optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
};

export default config;
