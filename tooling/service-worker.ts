import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW, type GenerateSWOptions, type RuntimeCaching } from 'workbox-build';
import type { Compiler } from '@rspack/core';
import { antdOnlyFiles, type LoadGraph } from './budget/load-graph.ts';

/** Cache names of the host's service worker; the e2e suite reads them. */
export const SW_CACHES = {
  config: 'mfp-site-config',
  manifests: 'mfp-remote-manifests',
  remoteAssets: 'mfp-remote-assets',
} as const;

/** The page an offline navigation gets instead of the browser's error page (host-shell/public). */
export const OFFLINE_PAGE = '/offline.html';

type RouteMatchCallback = Extract<RuntimeCaching['urlPattern'], (...args: never[]) => unknown>;

// Matchers are written into sw.js as source text: they use nothing but their argument.
const isNavigation: RouteMatchCallback = ({ request }) => request.mode === 'navigate';

/** The site config (spec 3): /env-config/{env}/{site}.json on the host's origin. */
export const SITE_CONFIG_URL = /\/env-config\/[^?]+\.json(\?.*)?$/;
/** A remote's manifest: {remote origin}/{version}/mf-manifest.json (host-server/cdn/site-config.ts). */
export const REMOTE_MANIFEST_URL = /^https?:\/\/[^/]+\/[^/?]+\/mf-manifest\.json(\?.*)?$/;
/** A file of a published remote version: its entry, hashed chunks and assets; a version folder never changes. */
export const REMOTE_ASSET_URL = /^https?:\/\/[^/]+\/[^/?]+\/(static\/[^?]+|remoteEntry\.js|[0-9a-f]{16,}\.[a-z0-9]+)(\?.*)?$/;

/**
 * The host's service worker: the shell precached; each remote's versioned files
 * cache-first (immutable); the site config and remote manifests network-first with the last good copy
 * as fallback, so a release is seen on the next reload and a remote whose origin is down still loads;
 * a navigation that fails offline gets the offline page.
 */
export function serviceWorkerOptions(distDir: string): GenerateSWOptions {
  // antd's components load when a box, a form or the member window asks for them: a visitor's phone does not
  // download them at install (the build's load graph, written beside it, names them).
  const graphFile = join(distDir, 'load-graph.json');
  const onDemand = existsSync(graphFile) ? antdOnlyFiles(JSON.parse(readFileSync(graphFile, 'utf8')) as LoadGraph) : [];
  return {
    globDirectory: distDir,
    swDest: `${distDir}/sw.js`,
    globPatterns: ['static/**/*.{js,css}', '*.woff2', 'offline.html', 'offline.js', 'manifest.*.webmanifest', 'icon-192.png', 'favicon.svg'],
    globIgnores: onDemand,
    // The host's biggest chunk (react-dom) is about 200 KB before compression.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Content-hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10,}\./,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // A new host build takes over at once: the next reload runs it.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The navigation request starts while the worker boots.
    navigationPreload: true,
    runtimeCaching: [
      { urlPattern: isNavigation, handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } } },
      {
        urlPattern: SITE_CONFIG_URL,
        handler: 'NetworkFirst',
        options: { cacheName: SW_CACHES.config, cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 4 } },
      },
      {
        urlPattern: REMOTE_MANIFEST_URL,
        handler: 'NetworkFirst',
        options: { cacheName: SW_CACHES.manifests, cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 30 } },
      },
      {
        urlPattern: REMOTE_ASSET_URL,
        handler: 'CacheFirst',
        options: {
          cacheName: SW_CACHES.remoteAssets,
          // Stylesheets come without CORS (opaque, status 0); a version's files never change, so either is kept.
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 400, purgeOnQuotaError: true },
        },
      },
    ],
  };
}

/** Writes sw.js into the host's output once rspack has emitted it (workbox-build's generateSW on the files). */
export class ServiceWorkerPlugin {
  /** @param outDir the host's output folder (Module Federation's shared-fallback builds run the same plugins elsewhere) */
  constructor(private readonly outDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('MfpServiceWorkerPlugin', async (compilation) => {
      if (compilation.outputOptions.path !== this.outDir) return;
      const { count, size, warnings } = await generateSW(serviceWorkerOptions(this.outDir));
      for (const w of warnings) console.warn(`[sw] ${w}`);
      console.log(`[sw] sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
    });
  }
}
