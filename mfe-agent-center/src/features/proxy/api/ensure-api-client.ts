import i18next from 'i18next';
import { createApiClient, getApiClient, sessionStore } from '@mfp/shared';

/**
 * The host creates the one API client at boot. Until a host build does, the agent area would have
 * no client at all, so it creates the same client the host would (same origin, session token,
 * page language, 401 logs out) once; a host-made client is always kept.
 */
export function ensureApiClient(): void {
  try {
    getApiClient();
  } catch {
    createApiClient({
      getToken: () => sessionStore.getState().token,
      setToken: (token) => sessionStore.getState().setToken(token),
      getLang: () => i18next.language || 'en_US',
      onUnauthorized: () => sessionStore.getState().logout('unauthorized'),
    });
  }
}
