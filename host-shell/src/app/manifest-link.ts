import type { i18n as I18n } from 'i18next';
import { isSupportedLocale, type SupportedLocale } from '@mfp/shared';

/** The web app manifest of a language (host-shell/public): the installed app is named in the page's language. */
export const manifestHref = (locale: SupportedLocale): string => `/manifest.${locale}.webmanifest`;

/** Points the page's manifest link at the current language's manifest, and follows language switches. */
export function followLanguageInManifest(i18n: Pick<I18n, 'language' | 'on'>, doc: Document = document): void {
  const apply = (lng: string) => {
    const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link && isSupportedLocale(lng)) link.setAttribute('href', manifestHref(lng));
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
