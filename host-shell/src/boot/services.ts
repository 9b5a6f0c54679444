import type { i18n as I18n } from 'i18next';
import { createApiClient, createRealtime, sessionStore, watchLayout, layoutStore } from '@mfp/shared';
import type { ApiClient, Realtime } from '@mfp/shared';
import type { SiteConfig } from '../config/site-config';
import { firstViewDone } from '../federation/idle-preload';

/** The API origin for the one client: a path ('/api') means same origin, since the client adds /api itself. */
export function apiOrigin(apiBaseUrl: string): string {
  if (!/^https?:\/\//i.test(apiBaseUrl)) return '';
  return new URL(apiBaseUrl).origin;
}

export interface HostServices {
  api: ApiClient;
  realtime: Realtime;
  disposeLayout: () => void;
}

/** Creates the page's singletons once: API client, real-time connection, layout watch. */
export function createHostServices(config: SiteConfig, i18n: I18n, win: Window = window): HostServices {
  const api = createApiClient({
    baseURL: apiOrigin(config.apiBaseUrl),
    getToken: () => sessionStore.getState().token,
    setToken: (token) => sessionStore.getState().setToken(token),
    getLang: () => i18n.language,
    // The client calls this once per 401 burst; logging out twice is guarded by the phase.
    onUnauthorized: () => {
      if (sessionStore.getState().token !== null) sessionStore.getState().logout('unauthorized');
    },
  });
  const realtime = createRealtime({
    ...config.socket,
    authEndpoint: `${apiOrigin(config.apiBaseUrl)}/broadcasting/auth`,
    // The shared factory reads the token at each channel authorisation (login after connect, reconnects).
    getToken: () => sessionStore.getState().token,
    // A visitor's public channels wait for the first view (laravel-echo and pusher-js off it); a member's
    // page connects at once, for the private channel (cash, login elsewhere).
    connectAfter: () => (sessionStore.getState().token ? Promise.resolve() : firstViewDone()),
  });
  layoutStore.getState().configure({ desktopLock: config.desktopLock === true });
  const disposeLayout = watchLayout(win);
  return { api, realtime, disposeLayout };
}
