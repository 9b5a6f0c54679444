import { siteStore, useSiteStore } from '@mfp/shared';

/** The build's site, used only when no host filled the site store (the standalone dev harness). */
const BUILD_SITE: string = typeof __MFP_SITE__ === 'string' ? __MFP_SITE__ : 'bd01';

/** The site id sent with auth calls: the host's site store (site config siteId, spec 6). */
export const siteId = (): string => siteStore.getState().siteId || BUILD_SITE;

/** The site id, re-rendering when the host's site store changes; on the server, the request's (its site config). */
export const useSiteId = (): string => useSiteStore((s) => s.siteId) || BUILD_SITE;

/** Demo-site mode now (IS_DEMO, spec 5 and 6: fakes login, no captcha, no registration), from the host's site store. */
export const isDemo = (): boolean => siteStore.getState().isDemoSite;

/** Demo-site mode, re-rendering when the host's site store changes. */
export const useIsDemo = (): boolean => useSiteStore((s) => s.isDemoSite);
