import { getQueryClient, siteDetailQuery } from '@mfp/shared';
import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Loads the site detail once per page through the query cache (a server-rendered page hands it over: no
 * request), null when it fails; the customer-service link fills in unless real time gave one.
 */
export function loadSiteDetail(siteId: string, client: QueryClient = getQueryClient()): Promise<HostSiteDetail | null> {
  return client.fetchQuery(siteDetailQuery<HostSiteDetail>(siteId)).then(
    (detail) => {
      const cs = detail?.cs_link;
      if (cs && !memberExtrasStore.getState().csLink) memberExtrasStore.getState().set({ csLink: cs });
      return detail;
    },
    () => null,
  );
}
