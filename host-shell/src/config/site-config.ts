import { REMOTE_NAMES, siteConfigUrl, type RemoteName } from '@mfp/shared';
import { isCanaryRelease, remoteUrlsFor, type CanaryRelease } from '@mfp/shared/contracts';

/** The site environment config (spec section 3), fetched at boot by environment and site. */
export interface SiteConfig {
  siteId: string;
  environment: string;
  currencies: string[];
  languages: string[];
  desktopTemplate: string;
  mobileTemplate: string;
  apiBaseUrl: string;
  socket: { key: string; wsHost: string; wsPort: number; forceTLS: boolean };
  remotes: Record<RemoteName, string>;
  /** A remote's canary version and the share of sessions that load it; `remotes` keeps the stable one. */
  canary?: Partial<Record<RemoteName, CanaryRelease>>;
  /** Force desktop mode unless web_debug is set (spec 2). */
  desktopLock?: boolean;
  /** Demo-site mode (IS_DEMO, spec 6): fakes login, disables captcha and verification. */
  isDemo?: boolean;
  /** Game brands (provider gp_id) closed on this site: their games are refused with r88close_msg (spec 4, check 1). */
  closedBrands?: string[];
  /** Download links of the native apps (app page and box); absent platforms are not offered. */
  appLinks?: { android?: string; ios?: string };
  /** Hosts (and their subdomains) external banners and links may lead to (spec 8); absent or empty: none. */
  linkHosts?: string[];
  /** Real-user monitoring: the share of sessions (0 to 1) that send beacons; absent: RUM_DEFAULT_SAMPLE_RATE. */
  rum?: { sampleRate: number };
}

/** Where this build's config lives: shared siteConfigUrl over the build's environment, site and override. */
export const buildSiteConfigUrl = (): string => siteConfigUrl(__MFP_ENV__, __MFP_SITE__, __MFP_CONFIG_URL__);

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isAppLinks = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && Object.entries(v).every(([k, u]) => (k === 'android' || k === 'ios') && typeof u === 'string');

const isRumSettings = (v: unknown): boolean => {
  const rate = (v as { sampleRate?: unknown } | null)?.sampleRate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1;
};

/** Checks the shape of a fetched config; a broken config is a boot error, not a blank page. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (!raw || typeof raw !== 'object') throw new Error('site config is not an object');
  const c = raw as Record<string, unknown>;
  const remotes = c.remotes as Record<string, unknown> | undefined;
  if (typeof c.siteId !== 'string') throw new Error('site config: siteId missing');
  if (!isStringArray(c.currencies) || !isStringArray(c.languages)) throw new Error('site config: currencies/languages');
  if (!remotes || REMOTE_NAMES.some((n) => typeof remotes[n] !== 'string'))
    throw new Error('site config: a remote manifest URL is missing');
  if (c.closedBrands !== undefined && !isStringArray(c.closedBrands)) throw new Error('site config: closedBrands');
  if (c.appLinks !== undefined && !isAppLinks(c.appLinks)) throw new Error('site config: appLinks');
  if (c.linkHosts !== undefined && !isStringArray(c.linkHosts)) throw new Error('site config: linkHosts');
  if (c.rum !== undefined && !isRumSettings(c.rum)) throw new Error('site config: rum');
  if (c.canary !== undefined && (typeof c.canary !== 'object' || c.canary === null || !Object.values(c.canary).every(isCanaryRelease)))
    throw new Error('site config: canary');
  return raw as SiteConfig;
}

/** The config as this session sees it: each remote at the version its session draws (stable or canary). */
export function forSession(config: SiteConfig, sessionId: string): SiteConfig {
  return { ...config, remotes: remoteUrlsFor(config, sessionId) as Record<RemoteName, string> };
}

export async function fetchSiteConfig(url = buildSiteConfigUrl()): Promise<SiteConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`site config HTTP ${res.status}`);
  return parseSiteConfig(await res.json());
}
