import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { HALLS, isHallId, matchSiteRoute } from '@mfp/shared';

/**
 * The brand a document title ends with: the deployment's own, from its index.html's application-name. Not the
 * title: a server-rendered page arrives with the page's title in it, which would then be named twice.
 */
export function documentBrand(doc: Pick<Document, 'querySelector'>): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() ?? '';
}

const BRAND = typeof document === 'undefined' ? '' : documentBrand(document);

/**
 * The key (under `title.`) naming the page at a path, or null when no route matches (Page Not Found).
 * A hall is named after its hall id; a member-center page after the page itself.
 */
export function pageTitleKey(pathname: string): string | null {
  const match = matchSiteRoute(pathname);
  if (!match) return null;
  if (match.page !== 'hall') return match.page;
  const id = Number(match.params.gtId);
  return isHallId(id) ? `hall_${HALLS[id]}` : 'halls';
}

/** The page's title at a path (the error screen's for a path with no page), then the brand when there is one. */
export function pageTitle(pathname: string, t: TFunction<'host'>, brand: string): string {
  const key = pageTitleKey(pathname);
  const page = key === null ? t('error.not_found_title') : t(`title.${key}`);
  return brand ? `${page} | ${brand}` : page;
}

/** The document's title: the page, then the brand; the error screen's title for a path with no page. */
export function useDocumentTitle(pathname: string): void {
  const { t, i18n } = useTranslation('host');
  useEffect(() => {
    document.title = pageTitle(pathname, t, BRAND);
  }, [pathname, t, i18n.language]);
}
