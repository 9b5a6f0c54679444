/** How long a query's data counts as fresh (TanStack Query `staleTime`), one name per kind of data. */

/** Data a real-time event invalidates (wallet, letters, profile, banners, marquee): fresh until the event says otherwise. */
export const EVENT_FED_STALE_MS = 5 * 60_000;
/** Content the back office edits rarely (game lists, bulletins, channels, agreements): a page visit within this reuses it. */
export const CONTENT_STALE_MS = 60_000;
/** Reports and searches a member asks for by hand (agent tables, member search): fetched on every visit. */
export const REPORT_STALE_MS = 0;
/** Data a page reads once per load (the site detail): never asked again while the page lives. */
export const PAGE_LOAD_STALE_MS = Number.POSITIVE_INFINITY;
