/**
 * Issue 20 point 3 (a repeat visit paints the home page at once): the last reply of a content query
 * the page showed, kept in local storage so the next visit renders it straight away while the query
 * fetches again (stale-while-revalidate in the page; the page updates when the reply comes). Only
 * content every visitor sees goes here, never a member's data. Light (no imports): the host's boot
 * reads the lead image before the async boundary.
 */

/** Prefix of every last-known entry in local storage. */
export const LAST_KNOWN_PREFIX = 'mfp:last-known:';
/** The picture the home page paints first (the carousel's first banner), preloaded at boot. */
export const LEAD_IMAGE_KEY = `${LAST_KNOWN_PREFIX}lead-image`;
/** Older entries are not shown: a visitor back after a day waits for fresh content. */
export const LAST_KNOWN_MAX_AGE_MS = 24 * 60 * 60_000;

/** The part of Web Storage the last-known entries use. */
export interface LastKnownStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface Entry {
  at: number;
  data: unknown;
}

const browserLocal = (): LastKnownStore | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage access throws in some private modes and sandboxed frames.
    return null;
  }
};

/** The storage name of a query key (its JSON: the key's objects are plain request bodies). */
export const lastKnownName = (key: readonly unknown[]): string =>
  `${LAST_KNOWN_PREFIX}${JSON.stringify(key)}`;

/** Keeps `data` as the last known value of `name`; a full or refused storage keeps nothing. */
export function writeLastKnown(name: string, data: unknown, store = browserLocal(), now = Date.now()): void {
  try {
    store?.setItem(name, JSON.stringify({ at: now, data } satisfies Entry));
  } catch {
    // Quota exceeded or storage refused: the next visit fetches as a first visit would.
  }
}

/** The last known value of `name` when there is one younger than LAST_KNOWN_MAX_AGE_MS that `accept` takes. */
export function readLastKnown<T>(
  name: string,
  accept: (data: unknown) => data is T,
  store = browserLocal(),
  now = Date.now(),
): T | undefined {
  try {
    const raw = store?.getItem(name);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    if (typeof entry?.at !== 'number' || now - entry.at > LAST_KNOWN_MAX_AGE_MS || now < entry.at)
      return undefined;
    return accept(entry.data) ? entry.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image address a page may load and preload: an http(s) URL, or a path on the site's own origin (the API
 * hands out `/assets/...`, proxied by the host); never a scheme-relative `//host` or a `/\\host` a browser reads
 * as one, nor another scheme.
 */
export const isImageAddress = (value: unknown): value is string =>
  typeof value === 'string' && (/^https?:\/\//.test(value) || /^\/(?![/\\])/.test(value));

/** The lead image of the last visit (an http(s) URL or a path on the site's origin), or undefined. */
export const readLeadImage = (store = browserLocal(), now = Date.now()): string | undefined =>
  readLastKnown(LEAD_IMAGE_KEY, isImageAddress, store, now);
