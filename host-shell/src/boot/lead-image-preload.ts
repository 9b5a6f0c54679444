import { matchSiteRoute, readLeadImage } from '@mfp/shared/contracts';

/**
 * On a repeat visit of the home page, the picture it painted last (the carousel's first banner, kept by
 * shared carouselPictureQuery) is preloaded from the very first script, so that it is in memory when
 * the lobby renders the carousel from its last known list (issue 20 point 3). Runs before the async
 * boundary: the light contracts entry only. Returns the URL it preloaded.
 */
export function preloadLeadImage(doc: Document = document, lead = readLeadImage()): string | undefined {
  if (!lead || matchSiteRoute(doc.location.pathname)?.page !== 'home') return undefined;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', lead);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
  return lead;
}
