import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SSR_RENDER_BUDGET_MS } from '@mfp/shared/constants/timers';
import type { DehydratedState, FirstViewOptions, RenderOptions, RenderRequest, RenderResult, RenderSite } from '@mfp/host-shell/server';

export type { RenderedPage, RenderOptions, RenderRequest, RenderResult, RenderSite, ServerRemoteApps } from '@mfp/host-shell/server';

// The host shell's server render entry (dist-server/render-page.js) as the production server uses it: its
// types are the host's own (type-only imports: the server never compiles the host).
export type RenderPage = (request: RenderRequest, site: RenderSite, options?: RenderOptions) => RenderResult;
/** The render entry's first-view data (data fetched once): resolves within its budget, undefined when it has none. */
export type FetchFirstViewData = (request: RenderRequest, site: RenderSite, options: FirstViewOptions) => Promise<DehydratedState | undefined>;

/**
 * Never worse than a render in the browser: a page whose shell is not ready SSR_RENDER_BUDGET_MS after the
 * request (or whose render throws) is answered with the static index.html, rendered in the browser as before.
 */
export { SSR_RENDER_BUDGET_MS };

/** A page still streaming this long after its shell is cut short: React leaves its unfinished parts to the browser. */
export const SSR_STREAM_LIMIT_MS = 10_000;

/** The MFP_SSR switch: '1' renders the host's pages on the server, '0' serves the static index.html. */
export const SSR_DEFAULT = '1';
export const ssrEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => (env.MFP_SSR ?? SSR_DEFAULT) === '1';

/**
 * Loads the render entry once (CommonJS). React picks its development or production build when first
 * required: a process not in NODE_ENV=production would render markup (antd's class names) that the
 * browser's production build does not hydrate, so the server then renders nothing and says why.
 */
export function loadRenderEntry(file: string, env: NodeJS.ProcessEnv = process.env): RenderPage | undefined {
  return loadRenderModule(file, env)?.renderPage;
}

/** The render entry's exports the server uses (see loadRenderEntry); fetchFirstViewData is absent from an older build. */
export function loadRenderModule(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): { renderPage: RenderPage; fetchFirstViewData?: FetchFirstViewData } | undefined {
  if (env.NODE_ENV !== 'production') {
    console.warn(`[ssr] NODE_ENV is ${env.NODE_ENV ?? 'unset'}, not production: pages are rendered in the browser`);
    return undefined;
  }
  if (!existsSync(file)) {
    console.warn(`[ssr] ${file} is missing: pages are rendered in the browser until the host is built (pnpm build, or pnpm start without --no-build)`);
    return undefined;
  }
  const entry: unknown = createRequire(import.meta.url)(file);
  const { renderPage, fetchFirstViewData } = entry as { renderPage?: unknown; fetchFirstViewData?: unknown };
  if (typeof renderPage !== 'function') throw new Error(`${file} has no renderPage export`);
  return {
    renderPage: renderPage as RenderPage,
    ...(typeof fetchFirstViewData === 'function' ? { fetchFirstViewData: fetchFirstViewData as FetchFirstViewData } : {}),
  };
}

const configs = new Map<string, RenderSite['config']>();

/**
 * The site config file as the browser loads it, read again whenever the file changes (a release swaps it
 * atomically), so a server render follows a release or a rollback at once, with no restart.
 */
export function readSiteConfig(file: string): RenderSite['config'] {
  const st = statSync(file);
  const key = `${file}:${st.size}:${st.mtimeMs}`;
  const known = configs.get(key);
  if (known) return known;
  // The file the release tooling writes for the browser (host-server/cdn/site-config.ts), read as it is.
  const config = JSON.parse(readFileSync(file, 'utf8')) as RenderSite['config'];
  for (const old of configs.keys()) if (old.startsWith(`${file}:`)) configs.delete(old);
  configs.set(key, config);
  return config;
}
