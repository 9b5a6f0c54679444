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

/** The one i18n instance of the page (shared createI18n) with the host namespace added. */
export function initHostI18n(siteLanguages: readonly string[]): I18n {
  const locale = startLocale(getSiteCookie('language'), siteLanguages);
  const i18n = createI18n(locale);
  addRemoteNamespace(i18n, HOST_NS, { en_US: enHost, bn_BD: bnHost });
  localeStore.getState().requestLocale(locale);
  setSiteCookie('language', locale);
  document.documentElement.lang = locale.replace('_', '-');
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng.replace('_', '-');
  });
  return i18n;
}
