import { sessionIdOf } from '@mfp/shared/contracts';
import { buildSiteConfigUrl, fetchSiteConfig, forSession, parseSiteConfig, type SiteConfig } from '../config/site-config';
import { takeEarly } from '../federation/early-fetch';

/**
 * The site config from the request index.ts started early (a missing or failed early request fetches it
 * again), with each remote at the version this session draws: the same draw early-fetch made.
 */
export async function loadSiteConfig(url = buildSiteConfigUrl()): Promise<SiteConfig> {
  const early = takeEarly(url);
  const res = early ? await early.catch(() => undefined) : undefined;
  const config = res?.ok ? parseSiteConfig(await res.json()) : await fetchSiteConfig(url);
  return forSession(config, sessionIdOf(document));
}
