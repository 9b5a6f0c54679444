import { isImageAddress } from './last-known';
import { matchSiteRoute } from './routes';

/**
 * The home page's lead image (its LCP element): the main carousel's first picture. One rule for the
 * repeat visit's preload at boot (host boot/lead-image-preload.ts) and the server render's preload link.
 */

/** The page whose first paint is the lead image. */
export const LEAD_IMAGE_PAGE = 'home';

/** The first picture of a main carousel's list when it is an image address (http(s), or a path on the site's origin), else undefined. */
export function leadImageOf(list: readonly unknown[] | null | undefined): string | undefined {
  const first: unknown = list?.[0];
  const image = typeof first === 'object' && first !== null ? (first as { image?: unknown }).image : undefined;
  return isImageAddress(image) ? image : undefined;
}

/** The lead image to preload at `pathname` (only the home page paints it first), or undefined. */
export function leadImageToPreload(pathname: string, lead: string | undefined): string | undefined {
  return lead && matchSiteRoute(pathname)?.page === LEAD_IMAGE_PAGE ? lead : undefined;
}

/** The attributes of the lead image's preload link (with its href), the same from the server and from the boot script. */
export const LEAD_IMAGE_PRELOAD = { rel: 'preload', as: 'image', fetchpriority: 'high' } as const;

/** The CSS selector of a lead image preload link already in a page (a server-rendered page has its own). */
export const LEAD_IMAGE_PRELOAD_SELECTOR = 'link[rel="preload"][as="image"][fetchpriority="high"]';
