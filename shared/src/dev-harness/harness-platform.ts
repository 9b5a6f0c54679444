import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '../api';
import { createI18n } from '../i18n/create-i18n';
import { sessionStore } from '../stores/session-store';

export interface HarnessPlatform {
  i18n: I18n;
  api: ApiClient;
}

/**
 * What the host creates at boot, made once for a remote run alone: the page's i18n instance (with
 * the common namespace) and the API client (same origin, session token, page language, a 401 logs out).
 */
export function createHarnessPlatform(lang: string | null): HarnessPlatform {
  const i18n = createI18n(lang ?? undefined);
  const api = createApiClient({
    baseURL: '',
    getToken: () => sessionStore.getState().token,
    setToken: (token) => sessionStore.getState().setToken(token),
    getLang: () => i18n.language,
    onUnauthorized: () => {
      if (sessionStore.getState().token !== null) sessionStore.getState().logout('unauthorized');
    },
  });
  return { i18n, api };
}
