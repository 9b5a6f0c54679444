import { buildSiteConfigUrl, fetchSiteConfig, parseSiteConfig, type SiteConfig } from '../config/site-config';
import { takeEarly } from '../federation/early-fetch';

/** The site config from the request index.ts started early; a missing or failed early request fetches it again. */
export async function loadSiteConfig(url = buildSiteConfigUrl()): Promise<SiteConfig> {
  const early = takeEarly(url);
  if (early) {
    const res = await early.catch(() => undefined);
    if (res?.ok) return parseSiteConfig(await res.json());
  }
  return fetchSiteConfig(url);
}
