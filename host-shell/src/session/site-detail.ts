import { postSiteDetail } from '@mfp/shared';
import { memberExtrasStore } from './member-extras-store';

/** The parts of /arks/web/site/detail the host uses: the search-engine text and the customer-service link. */
export interface HostSiteDetail {
  seo_text?: string | Record<string, string> | null;
  cs_link?: string | null;
}

/** The search-engine text in a language: a plain string, or one per language with en_US as the fallback. */
export function seoTextFor(detail: HostSiteDetail | null, language: string): string | null {
  const t = detail?.seo_text;
  if (!t) return null;
  const text = typeof t === 'string' ? t : (t[language] ?? t.en_US ?? null);
  return text && text.trim() !== '' ? text.trim() : null;
}

let pending: Promise<HostSiteDetail | null> | null = null;

/** Loads the site detail once per page (null when it fails); the customer-service link fills in unless real time gave one. */
export function loadSiteDetail(siteId: string): Promise<HostSiteDetail | null> {
  pending ??= postSiteDetail<HostSiteDetail>(siteId).then(
    (r) => {
      const cs = r.data?.cs_link;
      if (cs && !memberExtrasStore.getState().csLink) memberExtrasStore.getState().set({ csLink: cs });
      return r.data ?? null;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}
