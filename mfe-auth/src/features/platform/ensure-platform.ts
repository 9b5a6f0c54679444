import type { i18n as I18n } from 'i18next';
import {
  COMMON_MESSAGES,
  COMMON_NS,
  addRemoteNamespace,
  createApiClient,
  getApiClient,
  sessionStore,
} from '@mfp/shared';

// Until the host creates the one API client and the common namespace at boot, this remote makes
// them itself (same shared singletons); once the host does, these are no-ops.

/** Makes sure the shared API client exists (same origin, the host proxies /api). */
export function ensureApiClient(i18n: I18n): void {
  try {
    getApiClient();
  } catch {
    createApiClient({
      baseURL: '',
      getToken: () => sessionStore.getState().token,
      setToken: (token) => sessionStore.getState().setToken(token),
      getLang: () => i18n.language,
      onUnauthorized: () => sessionStore.getState().logout('unauthorized'),
    });
  }
}

/** Makes sure the shared common namespace (messages of the rules and the error catalogue) is loaded. */
export function ensureCommonMessages(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en_US', COMMON_NS)) addRemoteNamespace(i18n, COMMON_NS, COMMON_MESSAGES);
}
