import type { i18n as I18n } from 'i18next';
import {
  addRemoteNamespace,
  createI18n,
  getSiteCookie,
  localeStore,
  setSiteCookie,
  startLocale,
} from '@mfp/shared';
import enHost from '../locales/en_US/host.json';
import bnHost from '../locales/bn_BD/host.json';

export const HOST_NS = 'host';

/** Adds the host's namespace (both locales) to an instance. */
export function addHostNamespace(i18n: I18n): void {
  addRemoteNamespace(i18n, HOST_NS, { en_US: enHost, bn_BD: bnHost });
}

/**
 * The one i18n instance of the page (shared createI18n) with the host namespace added: in the locale a
 * server rendered the page in, else the start locale of the cookie and the site's languages.
 */
export function initHostI18n(siteLanguages: readonly string[], renderedLocale?: string): I18n {
  const locale = startLocale(renderedLocale ?? getSiteCookie('language'), siteLanguages);
  const i18n = createI18n(locale);
  addHostNamespace(i18n);
  localeStore.getState().requestLocale(locale);
  setSiteCookie('language', locale);
  document.documentElement.lang = locale.replace('_', '-');
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng.replace('_', '-');
  });
  return i18n;
}
