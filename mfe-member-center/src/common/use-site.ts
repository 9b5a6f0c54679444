import { useSiteStore } from '@mfp/shared';
import { useT } from '../i18n/use-t';

/** The site id and the current locale the content calls carry. */
export function useSite() {
  const siteId = useSiteStore((s) => s.siteId);
  const { i18n } = useT();
  return { siteId, language: i18n.language };
}
