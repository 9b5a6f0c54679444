import type { i18n as I18n } from 'i18next';
import { SUPPORTED_LOCALES } from '../constants';
import type { SupportedLocale } from '../constants';
import { setSiteCookie } from '../storage';
import type { CookieJar } from '../storage';
import { localeStore } from '../stores/locale-store';
import type { LocaleSwitchResult } from '../stores/locale-store';
import { addRemoteNamespace } from './create-i18n';
import type { Messages } from './create-i18n';

const PREFIX = new RegExp(`^/(?:${SUPPORTED_LOCALES.join('|')})(?=/|$)`, 'i');

/** The path without a locale prefix segment (/bn_BD/faq -> /faq). */
export function stripLocalePrefix(path: string): string {
  const stripped = path.replace(PREFIX, '');
  return stripped === '' ? '/' : stripped;
}

export interface SwitchLocaleOptions {
  /** Current path; the matching path for the new locale is navigated to. */
  currentPath?: string;
  /** Router navigation (the host's). */
  navigate?: (path: string) => void;
  /** The matching path for a locale (default: the same path without a locale prefix). */
  pathFor?: (path: string, locale: SupportedLocale) => string;
  /** Extra namespaces to load for the locale (remotes' messages fetched on demand). */
  loadMessages?: (locale: SupportedLocale) => Promise<Record<string, Messages>>;
  jar?: CookieJar | null;
}

/** Switches language (spec 4): refused with pg.err_is_playing while playing; loads messages, goes to the matching path, sets i18n_redirected. */
export async function switchLocale(
  i18n: I18n,
  locale: string,
  options: SwitchLocaleOptions = {},
): Promise<LocaleSwitchResult> {
  const result = localeStore.getState().requestLocale(locale);
  if (!result.ok) return result;
  const l = locale as SupportedLocale;
  if (options.loadMessages) {
    const extra = await options.loadMessages(l);
    for (const [ns, messages] of Object.entries(extra)) addRemoteNamespace(i18n, ns, { [l]: messages });
  }
  await i18n.changeLanguage(l);
  if (options.currentPath !== undefined && options.navigate) {
    options.navigate((options.pathFor ?? stripLocalePrefix)(options.currentPath, l));
  }
  setSiteCookie('language', l, {}, options.jar);
  return result;
}
