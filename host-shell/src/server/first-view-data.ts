import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  announcementMarqueeQuery,
  BANNER_USE_TYPE,
  bulletinQuery,
  carouselPictureQuery,
  CLIENT_PLATFORM,
  createQueryClient,
  DISPLAY_LOCATION,
  floatQuery,
  gameListQuery,
  jackpotQuery,
  leadImageOf,
  leadImageToPreload,
  matchSiteRoute,
  modelSettingQuery,
  modelSponsorQuery,
  registerSettingsQuery,
  serviceAgreementQuery,
  siteDetailQuery,
  SSR_DATA_BUDGET_MS,
  type StartContext,
} from '@mfp/shared';
import type { SiteConfig } from '../config/site-config';
import { isBarePage } from '../app/routes/route-rules';
import { requestLocation } from './request-route';
import { requestStart } from './request-start';
import { ensureServerApi, withRequestLang } from './server-api';
import type { RenderRequest, RenderSite } from './render-types';

/** What the first view's queries of a request are keyed by: the site config, the page, and the request's start context. */
export interface FirstViewFacts {
  config: SiteConfig;
  /** The route table's page at the path (`home`, `hall`, ...), or null off the table. */
  page: string | null;
  /** Shown without the site's frame (header, footer, float bar): the route table's bare rule. */
  bare: boolean;
  start: StartContext;
}

// A server render is a visitor's (the session is restored in the browser): the areas ask as a visitor while hydrating.
const VIEWER = 'visitor' as const;

const mainUseType = (start: StartContext) => (start.layout === 'desktop' ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile);
const deviceNumber = (start: StartContext) => (start.layout === 'desktop' ? CLIENT_PLATFORM.desktop : CLIENT_PLATFORM.mobile);
const template = ({ config, start }: FirstViewFacts) => (start.layout === 'desktop' ? config.desktopTemplate : config.mobileTemplate);

interface FirstViewQuery {
  /** Whether the page shows it (and the request has what its key needs). */
  on(f: FirstViewFacts): boolean;
  prefetch(client: QueryClient, f: FirstViewFacts): Promise<void>;
}

const onHome = (f: FirstViewFacts) => f.page === 'home';
/** The lobby's content pages whose items come from the model settings (lobby useContent), list and detail alike. */
const MODEL_SETTING_PAGES: ReadonlySet<string> = new Set(['news', 'discount', 'faq']);
/** The lobby's model calls are asked in the page language for the layout's template (lobby useSite). */
const modelBody = (f: FirstViewFacts) => ({ site_id: f.config.siteId, language: f.start.locale, model_version: template(f) });

/**
 * The first view's data (data once), each with the query options and the key its area uses
 * (host site detail; lobby useBanners, useMarquee, usePopupPromotion, useJackpotTotal, useContent; games useGameList;
 * auth useRegisterSetup),
 * so that hydration finds it in the cache and asks nothing again.
 */
export const FIRST_VIEW_QUERIES: readonly FirstViewQuery[] = [
  { on: () => true, prefetch: (c, f) => c.prefetchQuery(siteDetailQuery(f.config.siteId)) },
  // The desktop float bar (host FloatBar) reserves a gutter beside the content: rendered in the browser only, it
  // moved every framed page's content sideways once its items came (the register form by 22 px at 1366 wide).
  { on: (f) => f.start.layout === 'desktop' && !f.bare, prefetch: (c, f) => c.prefetchQuery(floatQuery(f.config.siteId)) },
  {
    on: onHome,
    prefetch: (c, f) => c.prefetchQuery(carouselPictureQuery({ site_id: f.config.siteId, use_type: mainUseType(f.start) })),
  },
  {
    on: onHome,
    prefetch: (c, f) => c.prefetchQuery(carouselPictureQuery({ site_id: f.config.siteId, use_type: BANNER_USE_TYPE.small })),
  },
  {
    on: onHome,
    prefetch: (c, f) =>
      c.prefetchQuery(announcementMarqueeQuery({ site_id: f.config.siteId, sort_field: 'sort', sort_order: 'asc' }, VIEWER)),
  },
  {
    on: onHome,
    prefetch: (c, f) =>
      c.prefetchQuery(
        bulletinQuery(
          { site_id: f.config.siteId, display_device: deviceNumber(f.start), display_location: DISPLAY_LOCATION.default },
          VIEWER,
        ),
      ),
  },
  // The content pages (lobby useContent) and the registration form (auth useRegisterSetup): their first view is
  // their items, or the form, not a loading state.
  { on: (f) => f.page !== null && MODEL_SETTING_PAGES.has(f.page), prefetch: (c, f) => c.prefetchQuery(modelSettingQuery(modelBody(f))) },
  { on: (f) => f.page === 'sponsor', prefetch: (c, f) => c.prefetchQuery(modelSponsorQuery(modelBody(f))) },
  { on: (f) => f.page === 'register', prefetch: (c, f) => c.prefetchQuery(registerSettingsQuery(f.config.siteId)) },
  { on: (f) => f.page === 'register', prefetch: (c, f) => c.prefetchQuery(serviceAgreementQuery(f.config.siteId)) },
  // Keyed by the currency: a site without one leaves the areas to pick theirs in the browser.
  { on: (f) => onHome(f) && f.start.currency !== '', prefetch: (c, f) => c.prefetchQuery(jackpotQuery(f.start.currency)) },
  {
    on: (f) => (f.page === 'hall' || f.page === 'slotList') && f.start.currency !== '',
    prefetch: (c, f) =>
      c.prefetchQuery(
        gameListQuery(
          { currency: f.start.currency, site_id: f.config.siteId, support_device: deviceNumber(f.start), template: template(f) },
          VIEWER,
        ),
      ),
  },
];

/** The facts of a request: its page and start context. */
export function firstViewFacts(request: RenderRequest, config: SiteConfig): FirstViewFacts {
  const { pathname, search } = requestLocation(request.url);
  return {
    config,
    page: matchSiteRoute(pathname)?.page ?? null,
    bare: isBarePage(pathname, new URLSearchParams(search)),
    start: requestStart(request, search, config),
  };
}

/**
 * Fills `client` with the first view's data of `facts`, the calls in parallel, for at most `budgetMs`:
 * what has not answered by then (or failed) is left out, and the browser fetches it as a client render does.
 */
export async function prefetchFirstView(client: QueryClient, facts: FirstViewFacts, budgetMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const calls = withRequestLang(facts.start.locale, () =>
    FIRST_VIEW_QUERIES.filter((q) => q.on(facts)).map((q) => q.prefetch(client, facts)),
  );
  await Promise.race([Promise.allSettled(calls), late]);
  clearTimeout(timer);
  // Late calls are dropped: their queries go back to pending without data, which dehydrate leaves out.
  await client.cancelQueries();
}

export interface FirstViewOptions {
  /** The backend's origin as the server reaches it (loopback), not the browser's /api path. */
  apiOrigin: string;
  budgetMs?: number;
}

/**
 * The first view's data of a request, dehydrated for renderPage (data once), or undefined when
 * nothing could be had: the API down, slow or failing never fails the page, it renders without the data.
 */
export async function fetchFirstViewData(
  request: RenderRequest,
  site: RenderSite,
  { apiOrigin, budgetMs = SSR_DATA_BUDGET_MS }: FirstViewOptions,
): Promise<DehydratedState | undefined> {
  try {
    ensureServerApi(apiOrigin);
    const client = createQueryClient();
    await prefetchFirstView(client, firstViewFacts(request, site.config), budgetMs);
    const state = dehydrate(client);
    return state.queries.length > 0 ? state : undefined;
  } catch (error) {
    console.error('[ssr] first view data failed: the page fetches it in the browser', error);
    return undefined;
  }
}

/** The lead image a server render preloads: the main carousel's first picture on the home page, from the handed-over data. */
export function serverLeadImage(client: QueryClient, pathname: string, config: SiteConfig, start: StartContext): string | null {
  const key = carouselPictureQuery({ site_id: config.siteId, use_type: mainUseType(start) }).queryKey;
  return leadImageToPreload(pathname, leadImageOf(client.getQueryData(key))) ?? null;
}
