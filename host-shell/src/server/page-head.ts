import type { i18n as I18n } from 'i18next';
import { pageDescription } from '../app/page-description';
import { pageTitle } from '../app/page-title';
import type { PageHead } from './render-types';

/** The head of a page at a path (spec 2: the error screen is noindex and titled Page Not Found), described in its language. */
export function pageHead(pathname: string, found: boolean, i18n: I18n, brand: string): PageHead {
  const t = i18n.getFixedT(i18n.language, 'host');
  return {
    title: pageTitle(pathname, t, brand),
    description: found ? pageDescription(pathname, t) : t('description.not_found'),
    lang: i18n.language.replace('_', '-'),
    robots: found ? null : 'noindex',
  };
}
