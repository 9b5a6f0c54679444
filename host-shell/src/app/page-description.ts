import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { pageTitleKey } from './page-title';

/** The key (under `description.`) of the error screen's description, for a path with no page. */
export const NOT_FOUND_DESCRIPTION_KEY = 'not_found';

/** The page's description for search engines and link previews, in the page language (the error screen's for a path with no page). */
export function pageDescription(pathname: string, t: TFunction<'host'>): string {
  return t(`description.${pageTitleKey(pathname) ?? NOT_FOUND_DESCRIPTION_KEY}`);
}

/** The document's `<meta name="description">`, written (or added) as the path or the language changes. */
export function useDocumentDescription(pathname: string): void {
  const { t, i18n } = useTranslation('host');
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = pageDescription(pathname, t);
  }, [pathname, t, i18n.language]);
}
