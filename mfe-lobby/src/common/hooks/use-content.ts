import { fetchContent, type ContentKind } from '../utils/content';
import { useAsync } from './use-async';
import { useSite } from './use-site';

/** The content items of one kind in the page language. */
export function useContent(kind: ContentKind) {
  const { siteId, locale, template } = useSite();
  return useAsync(() => fetchContent(kind, { siteId, locale, template }), `${kind}|${siteId}|${locale}|${template}`);
}
