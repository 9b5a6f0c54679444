import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSiteDetail, seoTextFor } from '../../session/site-detail';
import type { HostSiteDetail } from '../../session/site-detail';
import { useSiteConfig } from '../site-context';

/** The optional search-engine text block above the layout (spec 2), from the site detail; nothing when the site has none. */
export function SeoText() {
  const { i18n } = useTranslation();
  const { siteId } = useSiteConfig();
  const [detail, setDetail] = useState<HostSiteDetail | null>(null);
  useEffect(() => {
    let live = true;
    void loadSiteDetail(siteId).then((d) => live && setDetail(d));
    return () => {
      live = false;
    };
  }, [siteId]);
  const text = seoTextFor(detail, i18n.language);
  if (!text) return null;
  return (
    <section className="mfp-seo-text" data-testid="seo-text">
      <p>{text}</p>
    </section>
  );
}
