import { compressBody, type ContentEncoding } from '@mfp/shared/node/compression';
import type { InlineSources } from './headers.ts';
import { keptPageInlineSources } from './kept-page-policy.ts';
import type { StartChoices } from '@mfp/shared/flows/start-choices';
import type { LayoutHints, startContextFrom } from '@mfp/shared/flows/start-context';

type StartContextRule = typeof startContextFrom;
let startContextRule: Promise<StartContextRule> | undefined;
/**
 * shared's start-context rule, loaded at the first request: it imports the layout store, hence React, which
 * must not load before host-server/start.ts has set NODE_ENV=production (the render entry needs React's production build).
 */
export function loadStartContextRule(): Promise<StartContextRule> {
  startContextRule ??= import('@mfp/shared/flows/start-context').then((m) => m.startContextFrom);
  return startContextRule;
}

/** How long a visitor page rendered on the server is answered from memory (the micro-cache). */
export const PAGE_CACHE_SECONDS = 3;
/** Statuses a rendered page is kept with: a page and the error screen of an unknown route; any other is rendered anew. */
export const CACHEABLE_PAGE_STATUSES: readonly number[] = [200, 404];
/** At most this many pages are kept; past it the oldest goes (query strings are the visitor's to vary). */
export const PAGE_CACHE_MAX_ENTRIES = 500;

/** The MFP_PAGE_CACHE switch (with MFP_SSR=1): on unless '0' (the bench measures uncached renders with it off). */
export const pageCacheEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => env.MFP_PAGE_CACHE !== '0';

/** What a page render reads from a request besides the site config: the micro-cache's key. */
export interface PageCacheInput {
  /** Path and query as requested. */
  url: string;
  /** Language and currency cookies as sent (request-context.ts): the key holds what the start-context rule makes of them. */
  choices: StartChoices;
  hints: LayoutHints;
  /** The site config the page renders with; a release or rollback swaps the object, so the key changes. */
  config: { languages: readonly string[]; currencies: readonly string[] };
  /** The built page the render streams into; a new build is another page. */
  template: string;
  /** The manifest URL of each remote rendered in the page: a canary session's page is not a stable one's. */
  remotes: Readonly<Record<string, string>>;
}

const identities = new WeakMap<object, number>();
let nextIdentity = 1;
/** One number per config object: readSiteConfig gives a new object for each version of the file. */
function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(value, id);
  }
  return id;
}

const templateIds = new Map<string, number>();
function templateIdentity(template: string): number {
  let id = templateIds.get(template);
  if (id === undefined) {
    if (templateIds.size > 4) templateIds.clear();
    id = nextIdentity++;
    templateIds.set(template, id);
  }
  return id;
}

/**
 * The micro-cache key: route (path and query), language and currency as the render resolves them from the
 * cookies (shared start-context rules), the width class the layout guess reads from the hints (the query,
 * which may hold web_debug, and the config, which holds the desktop lock, are in the key too), and the
 * identities of the site config and the built page.
 */
export function pageCacheKey({ url, choices, hints, config, template, remotes }: PageCacheInput, startContextFrom: StartContextRule): string {
  // Without the desktop lock and web_debug: the width class, which with the config and the query fixes the layout.
  const start = startContextFrom(choices, hints, { languages: config.languages, currencies: config.currencies });
  const versions = Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([identityOf(config), templateIdentity(template), url, start.locale, start.currency, start.layout, versions]);
}

/** The encodings a kept page is compressed in once, when it is kept. */
export const KEPT_PAGE_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * A page kept in the micro-cache: the same bytes, headers and policy for every visitor (only the session
 * cookie of a new visitor is added per answer), so any HTTP cache in front may keep it as well.
 */
export interface CachedPage {
  status: number;
  robots: string | null;
  /** The page as rendered, and compressed once in each of KEPT_PAGE_ENCODINGS. */
  html: Buffer;
  encoded: Readonly<Record<ContentEncoding, Buffer>>;
  /** Its inline scripts by hash, its style elements by the render's nonce (kept-page-policy.ts). */
  inline: InlineSources;
  /** Whether a cache shared by visitors may keep it: not when its bytes hold one session's canary draw. */
  shared: boolean;
}

/** What the render gave to be kept, with the nonce it drew for this render. */
export interface PageToKeep {
  html: string;
  renderNonce: string;
  status: number;
  robots: string | null;
  shared: boolean;
}

/** The page as kept: its policy read from it, compressed once in each encoding, on libuv's threads. */
export async function cachedPage({ html, renderNonce, status, robots, shared }: PageToKeep): Promise<CachedPage> {
  const raw = Buffer.from(html, 'utf8');
  const encoded = Object.fromEntries(
    await Promise.all(KEPT_PAGE_ENCODINGS.map(async (encoding) => [encoding, await compressBody(raw, encoding, 'kept')] as const)),
  ) as Record<ContentEncoding, Buffer>;
  return { status, robots, html: raw, encoded, inline: keptPageInlineSources(html, renderNonce), shared };
}

interface Entry {
  page: CachedPage;
  expires: number;
}

/**
 * Keeps rendered visitor pages PAGE_CACHE_SECONDS; concurrent misses of one key wait for the one render
 * (single flight). A render that gives null (late, failed, another status, sets cookies) is not kept.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by each purge: a render begun before it may hold the content the purge was for, and is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs = PAGE_CACHE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = PAGE_CACHE_MAX_ENTRIES,
  ) {}

  /** The kept page, or the one render of it; `hit` says which. */
  async get(key: string, render: () => Promise<CachedPage | null>): Promise<{ page: CachedPage | null; hit: boolean }> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return { page: entry.page, hit: true };
    if (entry) this.entries.delete(key);
    const running = this.flights.get(key);
    if (running) return { page: await running, hit: true };
    const generation = this.generation;
    const flight = render()
      .then((page) => {
        if (page && CACHEABLE_PAGE_STATUSES.includes(page.status) && generation === this.generation) this.keep(key, page);
        return page;
      })
      .catch((error: unknown) => {
        console.error('[ssr] page render for the cache failed', error);
        return null;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return { page: await flight, hit: false };
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every kept page, and the renders under way: the next request of each page renders it anew. */
  purge(): void {
    this.generation += 1;
    this.entries.clear();
    this.flights.clear();
  }

  private keep(key: string, page: CachedPage): void {
    const now = this.now();
    if (this.entries.size >= this.maxEntries) {
      for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
      const oldest = this.entries.keys().next();
      if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { page, expires: now + this.ttlMs });
  }
}
