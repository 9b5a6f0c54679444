import { within } from '../async/within.ts';
import { remoteUrlsFor, type RemoteName } from '@mfp/shared/contracts';
import { SSR_RENDER_BUDGET_MS } from '@mfp/shared/constants/timers';
import type { RequestStoreFacts } from '@mfp/shared';
import { withRequestStores } from './request-stores.ts';
import { createRemoteVersionCache, type RemoteApp, type RemoteVersionCache } from './remote-versions.ts';

/** The part of the site config (as the browser gets it) that says where each remote is: stable and canary. */
export interface RemoteSiteConfig {
  remotes?: unknown;
  canary?: unknown;
}

/** Remote app entries loaded for one request: what the host's renderPage puts into PreloadedRemotesContext. */
export type LoadedRemoteApps = Partial<Record<RemoteName, RemoteApp>>;

export interface RemoteAppsOptions {
  /** How long a request waits for a remote not loaded yet; past it the area renders on the client (the load goes on). */
  budgetMs?: number;
  /** The manifest URL this process fetches for the one the config names (a CDN reached by another address). */
  resolveManifestUrl?: (url: string) => string;
  cache?: RemoteVersionCache;
}

const LEFT_TO_CLIENT = Symbol('left to the client');

/** The remote's app, or LEFT_TO_CLIENT when it fails to load or is not loaded within the budget. */
function withinBudget(app: Promise<RemoteApp>, budgetMs: number): Promise<RemoteApp | typeof LEFT_TO_CLIENT> {
  // A failed load is left to the client too; the version cache says why, once per failed version.
  return within(app.catch(() => LEFT_TO_CLIENT), budgetMs, LEFT_TO_CLIENT);
}

export interface RemoteApps {
  /**
   * The app entries of `remotes` for one request: for each, the version the site config points this
   * session's browser at (its canary when the browser's rule `remoteUrlsFor` picks it). A remote whose
   * server entry is missing, throws while loading or is not loaded within the budget is left out (its
   * area renders on the client); never rejects. With the request's facts (language, layout, site facts,
   * member), each component renders the shared stores' hooks with them (withRequestStores).
   */
  load(
    siteConfig: RemoteSiteConfig,
    sessionId: string,
    remotes: readonly RemoteName[],
    request?: RequestStoreFacts,
  ): Promise<LoadedRemoteApps>;
  /** Starts loading every version the config names for `remotes` (stable and canary): call it when the config changes. */
  prepare(siteConfig: RemoteSiteConfig, remotes: readonly RemoteName[]): void;
}

/**
 * Remotes' app entries for server rendering in a long-running process: the versions follow the
 * site config given with each request, so a release or a rollback reaches the next render with no restart.
 */
export function createRemoteApps(options: RemoteAppsOptions = {}): RemoteApps {
  const cache = options.cache ?? createRemoteVersionCache();
  const resolve = options.resolveManifestUrl ?? ((url: string) => url);
  const budgetMs = options.budgetMs ?? SSR_RENDER_BUDGET_MS;
  return {
    async load(siteConfig, sessionId, remotes, request) {
      const urls = remoteUrlsFor(siteConfig, sessionId);
      const loaded = await Promise.all(
        remotes.map(async (remote) => {
          const url = urls[remote];
          if (!url) return [remote, LEFT_TO_CLIENT] as const;
          return [remote, await withinBudget(cache.app(remote, resolve(url)), budgetMs)] as const;
        }),
      );
      const apps: LoadedRemoteApps = {};
      for (const [remote, app] of loaded)
        if (app !== LEFT_TO_CLIENT) apps[remote] = request ? withRequestStores(app, request) : app;
      return apps;
    },
    prepare(siteConfig, remotes) {
      const stable = (siteConfig.remotes ?? {}) as Record<string, unknown>;
      const canary = (siteConfig.canary ?? {}) as Record<string, { url?: unknown } | undefined>;
      for (const remote of remotes)
        for (const url of [stable[remote], canary[remote]?.url])
          if (typeof url === 'string') cache.app(remote, resolve(url)).catch(() => undefined);
    },
  };
}

const processApps = createRemoteApps();

/** `loadRemoteApps(siteConfig, sessionId, ['mfe_lobby'], facts)`: the process's loader, default budget and cache. */
export const loadRemoteApps: RemoteApps['load'] = (...args) => processApps.load(...args);
/** `prepareRemoteApps(siteConfig, remotes)`: the process's loader starts loading the versions a new config names. */
export const prepareRemoteApps: RemoteApps['prepare'] = (...args) => processApps.prepare(...args);
