import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedConfig, repoRoot } from './singletons.ts';
import { writeExposesMap } from './monolith/generate-exposes.ts';
import { BootPreloadPlugin } from './boot-preload-plugin.ts';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime-plugin.ts';
import { ServiceWorkerPlugin } from './service-worker.ts';
import { siteConfigUrl } from '@mfp/shared/contracts';
import { JS_BUDGET_PLUGIN, JsBudgetPlugin } from './budget/js-budget-plugin.ts';
import { LOAD_GRAPH_PLUGIN, LoadGraphPlugin } from './budget/load-graph-plugin.ts';
import type { JsBudget } from './budget/js-budget.ts';
import { buildDefines, swcRule } from './build-rules.ts';
import { serverBuildConfig } from './ssr/server-build-config.ts';
import { ssrRemoteEntryField } from '@mfp/shared/node/server-entry';

export interface FederatedPackageOptions {
  /** Absolute folder of the package (its package.json holds `mfp.mfName` and `mfp.devPort`). */
  packageDir: string;
  /** Modules the package exposes (remotes); key './app' is the app entry. */
  exposes?: Record<string, string>;
  /** Runtime plugins (file paths) bundled into the federation runtime (the host's retry and fallback). */
  runtimePlugins?: string[];
  /** The host owns index.html at the site root; remotes get the dev-harness page of tooling/dev-harness. */
  role: 'host' | 'remote';
  /** A remote whose exposes also render on the server: its production build adds a Node server entry. */
  ssr?: boolean;
}

interface PackageMeta {
  name: string;
  mfp: { mfName: string; devPort: number; budget?: JsBudget };
}

const contractVersion = (): string => {
  const src = readFileSync(join(repoRoot, 'shared/src/contracts/version.ts'), 'utf8');
  const m = /CONTRACT_VERSION = '([^']+)'/.exec(src);
  if (!m?.[1]) throw new Error('CONTRACT_VERSION not found in shared/src/contracts/version.ts');
  return m[1];
};

/** The one rspack + Module Federation preset of the host and the five remotes. */
export function federatedConfig(opts: FederatedPackageOptions & { ssr?: false }): Configuration;
export function federatedConfig(opts: FederatedPackageOptions): Configuration | Configuration[];
export function federatedConfig(opts: FederatedPackageOptions): Configuration | Configuration[] {
  const pkg = JSON.parse(readFileSync(join(opts.packageDir, 'package.json'), 'utf8')) as PackageMeta;
  const { mfName, devPort } = pkg.mfp;
  const isDev = process.env.NODE_ENV !== 'production' && !process.argv.includes('build');
  // React Refresh in a federated remote breaks its standalone harness (the refresh runtime is not
  // shared across containers); remotes use live reload, the host keeps Fast Refresh.
  const refresh = isDev && opts.role === 'host' && !process.env.MFP_NO_REFRESH;
  const mode = isDev ? 'development' : 'production';
  const buildVersion = process.env.MFP_BUILD_VERSION ?? new Date().toISOString();
  const env = process.env.MFP_ENV ?? (isDev ? 'dev' : 'local');
  // The same rule the host applies to the globals below (shared siteConfigUrl).
  const configUrl = siteConfigUrl(env, process.env.MFP_SITE ?? 'bd01', process.env.MFP_CONFIG_URL);
  // The benchmark's baseline: the host with every remote's exposed modules bundled straight in.
  const monolith = opts.role === 'host' && process.env.MFP_MONOLITH === '1';
  if (monolith) writeExposesMap(join(repoRoot, 'tooling/monolith/exposes.generated.ts'));
  // In production one federation runtime serves the page: the host provides it and every remote's entry
  // uses it instead of carrying its own copy (about 30 KB compressed each). A production remote is then
  // only its entry and chunks: its standalone dev-harness page exists in development builds only.
  const sharedRuntime = !isDev;
  const harnessPage = opts.role === 'host' || !sharedRuntime;
  const outDir = process.env.MFP_OUT_DIR ?? join(opts.packageDir, 'dist');
  const ssr = opts.ssr === true && opts.role === 'remote' && !isDev;
  const defines = buildDefines(mode, env, buildVersion);

  const config: Configuration = {
    ...(ssr ? { name: 'browser' } : {}),
    mode,
    context: opts.packageDir,
    entry: harnessPage ? { main: './src/index.ts' } : {},
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      // Remotes are served from their own origin (a CDN in production); 'auto' follows the manifest URL.
      publicPath: opts.role === 'host' ? '/' : 'auto',
      filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      cssFilename: 'static/css/[name].[contenthash:10].css',
      uniqueName: mfName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule('es2020', { development: isDev, refresh }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(defines),
      ...(harnessPage ? [htmlPage()] : []),
      // The host's icons (favicon, touch and app icons) at the site root.
      ...(opts.role === 'host' && existsSync(join(opts.packageDir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: join(opts.packageDir, 'public'), to: '.' }] })]
        : []),
      // The host's page names its boot chunks (its own and the shared singletons it takes) up front.
      ...(opts.role === 'host' && !isDev ? [new BootPreloadPlugin('bootstrap', [configUrl])] : []),
      // The production host's service worker (the monolith baseline of the benchmark has none).
      ...(opts.role === 'host' && !isDev && !monolith ? [new ServiceWorkerPlugin(outDir)] : []),
      ...(monolith
        ? [
            new rspack.NormalModuleReplacementPlugin(
              /^@module-federation\/enhanced\/runtime$/,
              join(repoRoot, 'tooling/monolith/mf-runtime-shim.ts'),
            ),
            new rspack.NormalModuleReplacementPlugin(/[\\/]remote-registry$/, join(repoRoot, 'tooling/monolith/registry-shim.ts')),
            new rspack.NormalModuleReplacementPlugin(/[\\/]federation[\\/]manifest-prefetch$/, join(repoRoot, 'tooling/monolith/manifest-prefetch-shim.ts')),
          ]
        : [federationPlugin(), new EsmFederationRuntimePlugin()]),
      ...(refresh ? [new ReactRefreshRspackPlugin()] : []),
      ...(opts.role === 'remote' && !isDev ? [new JsBudgetPlugin(mfName, requireBudget())] : []),
      // What each page loads, for the route budgets the full build checks (tooling/budget/check-route-budgets.ts).
      ...(!isDev && !monolith
        ? [new LoadGraphPlugin({ entry: opts.role === 'host' ? 'main' : mfName, exposes: Object.keys(opts.exposes ?? {}) })]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // A module that several lazy chunks import (a remote's translations, its state views) is split out once it
      // passes 2 KB, not rspack's default 20 KB: below that it was copied into each chunk, and a page loads several.
      splitChunks: isDev ? (false as const) : { chunks: 'async' as const, minSize: 2048 },
    },
    performance: { hints: false },
    experiments: { css: true },
    devServer: devServer(),
  };
  if (!ssr) return config;
  // The server entry is built after the browser build (which cleans dist/) into dist/server/.
  return [config, { ...serverBuildConfig({ packageDir: opts.packageDir, mfName, exposes: opts.exposes ?? {}, outDir, defines }), dependencies: ['browser'] }];

  function requireBudget(): JsBudget {
    const budget = pkg.mfp.budget;
    if (!budget) throw new Error(`${pkg.name} declares no mfp.budget in its package.json: every remote has a first-view JavaScript budget`);
    return budget;
  }

  function htmlPage() {
    return new rspack.HtmlRspackPlugin({
      // The host's page is its own; every remote's page is the one dev-harness page (mountDevHarness
      // gives it the remote's title once the script runs).
      ...(opts.role === 'host'
        ? { template: join(opts.packageDir, 'index.html') }
        : { template: join(repoRoot, 'tooling/dev-harness/index.html'), templateParameters: { title: `${mfName} (dev harness)` } }),
      chunks: ['main'],
      // In the head, ahead of the boot preloads (BootPreloadPlugin): main.js is requested first.
      inject: 'head',
      scriptLoading: 'defer',
      // The page is the dev harness of a remote (or the host's shell): scripts from the origin root,
      // so deep links like /gameHall/4 load them too.
      publicPath: '/',
    });
  }

  function federationPlugin() {
    return new ModuleFederationPlugin({
      name: mfName,
      filename: 'remoteEntry.js',
      exposes: opts.exposes ?? {},
      remotes: {},
      // The host provides every singleton, antd's components included (see sharedConfig).
      shared: sharedConfig('browser', { provider: opts.role === 'host', hostPresent: opts.role === 'remote' && sharedRuntime }),
      // The host provides every singleton before any remote loads, so a remote uses what is loaded:
      // 'version-first' would download every remote's entry at boot only to compare versions.
      shareStrategy: 'loaded-first',
      runtimePlugins: opts.runtimePlugins ?? [],
      // The budget measures the remote's own build, not the per-singleton compilers tree shaking runs.
      treeShakingSharedExcludePlugins: [JS_BUDGET_PLUGIN, LOAD_GRAPH_PLUGIN],
      experiments: sharedRuntime
        ? opts.role === 'host'
          ? { provideExternalRuntime: true, optimization: { target: 'web' as const } }
          : // A remote loads no remote of its own (only the host does, through the runtime it provides): the
            // bundler's remote-loading code stays out of each entry.
            { externalRuntime: true, optimization: { target: 'web' as const, disableRemote: true } }
        : {},
      dts: false,
      manifest: {
        fileName: 'mf-manifest.json',
        additionalData: ({ stats }) => {
          const meta = stats.metaData as unknown as Record<string, unknown>;
          meta.contractVersion = contractVersion();
          meta.builtAt = buildVersion;
          meta.package = pkg.name;
          if (ssr) meta.ssrRemoteEntry = ssrRemoteEntryField();
          return stats;
        },
      },
    });
  }

  function devServer(): Configuration['devServer'] {
    return {
      port: devPort,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static:
        opts.role === 'host'
          ? [
              { directory: join(repoRoot, 'tooling/env-config'), publicPath: '/env-config' },
              { directory: join(opts.packageDir, 'public'), publicPath: '/' },
            ]
          : [],
      proxy:
        opts.role === 'host'
          ? [
              {
                context: ['/api', '/broadcasting', '/clientCaptcha', '/check_iframe', '/get_info_data', '/sim', '/assets'],
                target: process.env.MFP_API_ORIGIN ?? 'http://127.0.0.1:4000',
                // X-Forwarded-For marks every relayed request, so the backend never takes one for a local caller.
                xfwd: true,
              },
            ]
          : [],
    };
  }
}
