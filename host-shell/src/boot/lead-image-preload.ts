import { LEAD_IMAGE_PRELOAD, LEAD_IMAGE_PRELOAD_SELECTOR, leadImageToPreload, readLeadImage } from '@mfp/shared/contracts';

/**
 * On a repeat visit of the home page, the picture it painted last (the carousel's first banner, kept by
 * shared carouselPictureQuery) is preloaded from the very first script, so that it is in memory when
 * the lobby renders the carousel from its last known list. Runs before the async
 * boundary: the light contracts entry only. A server-rendered page already preloads the lead image of
 * this request (its head has the link): nothing is added. Returns the URL it preloaded.
 */
export function preloadLeadImage(doc: Document = document, lastLead = readLeadImage()): string | undefined {
  const lead = leadImageToPreload(doc.location.pathname, lastLead);
  if (!lead || doc.head.querySelector(LEAD_IMAGE_PRELOAD_SELECTOR)) return undefined;
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(LEAD_IMAGE_PRELOAD)) link.setAttribute(name, value);
  link.setAttribute('href', lead);
  doc.head.appendChild(link);
  return lead;
}
