import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { siteDetailQuery } from '@mfp/shared';
import { seoTextFor, type HostSiteDetail } from '../../session/site-detail';
import { useSiteConfig } from '../site-context';

/**
 * The optional search-engine text block above the layout (spec 2), from the site detail; nothing when the site
 * has none. Read from the query cache, so a server-rendered page holds it and nothing below it moves when it hydrates.
 */
export function SeoText() {
  const { i18n } = useTranslation();
  const { siteId } = useSiteConfig();
  const detail = useQuery(siteDetailQuery<HostSiteDetail>(siteId)).data ?? null;
  const text = seoTextFor(detail, i18n.language);
  if (!text) return null;
  return (
    <section className="mfp-seo-text" data-testid="seo-text">
      <p>{text}</p>
    </section>
  );
}
