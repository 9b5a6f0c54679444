import {
  HALL_IDS,
  HALLS,
  matchSiteRoute,
  SITE_ROUTES,
  text,
  type Locale,
  type SiteRoute,
} from '../../support/ssr-site';

/**
 * What each page of the route table shows in its server-rendered HTML, JavaScript off.
 * Every route of shared's SITE_ROUTES is listed, by its page key, here or in CLIENT_RENDERED: a new route
 * fails the spec until it says what its first view holds.
 */
export interface ServerPage {
  /** The host's header and footer around the page (false: a bare pop-up window page). */
  chrome: boolean;
  /**
   * The remote's own content (remote areas render on the server). Null for a host page and for the agent
   * center, which may stay client-rendered.
   */
  remoteContent: {
    testId: (path: string) => string;
    heading?: (locale: Locale, path: string) => string;
  } | null;
}

const detail = (kind: string) => (path: string) =>
  /\/\d+$/.test(path) ? `lobby-${kind}-detail` : `lobby-${kind}`;
const listHeading = (kind: string) => (locale: Locale, path: string) =>
  /\/\d+$/.test(path) ? '' : text(locale, 'lobby', `content.${kind}.title`);
const hallOf = (path: string) => HALLS[Number(path.split('/')[2] ?? 2) as keyof typeof HALLS];

export const SERVER_PAGES: Record<string, ServerPage> = {
  home: {
    chrome: true,
    remoteContent: { testId: () => 'lobby-home', heading: (l) => text(l, 'lobby', 'title') },
  },
  app: {
    chrome: true,
    remoteContent: { testId: () => 'lobby-app', heading: (l) => text(l, 'lobby', 'content.app.title') },
  },
  discount: { chrome: true, remoteContent: { testId: detail('discount'), heading: listHeading('discount') } },
  faq: { chrome: true, remoteContent: { testId: detail('faq'), heading: listHeading('faq') } },
  news: { chrome: true, remoteContent: { testId: detail('news'), heading: listHeading('news') } },
  saferPlay: {
    chrome: true,
    remoteContent: { testId: () => 'lobby-safer-play', heading: (l) => text(l, 'lobby', 'safer_play.title') },
  },
  sponsor: {
    chrome: true,
    remoteContent: {
      testId: () => 'lobby-sponsor',
      heading: (l) => text(l, 'lobby', 'content.sponsor.title'),
    },
  },
  hall: {
    chrome: true,
    remoteContent: {
      testId: () => 'games-hall',
      heading: (l, path) => text(l, 'games', `hall.${hallOf(path)}`),
    },
  },
  slotList: { chrome: true, remoteContent: { testId: () => 'slot-list' } },
  gameRoom: { chrome: true, remoteContent: { testId: () => 'game-room' } },
  play: { chrome: true, remoteContent: { testId: () => 'play-page' } },
  register: {
    chrome: true,
    remoteContent: { testId: () => 'auth-register', heading: (l) => text(l, 'auth', 'title') },
  },
  // The agent center may stay client-rendered; the host's frame around it is server-rendered.
  agent: { chrome: true, remoteContent: null },
  loading: { chrome: false, remoteContent: null },
  close: { chrome: false, remoteContent: null },
  authCallback: { chrome: false, remoteContent: null },
};

/**
 * Pages the server leaves to the browser (host-shell/src/server/request-route.ts): the members-only
 * pages (the session is the browser's) and /fastDeposit (a browser step). They get the static page.
 */
export const CLIENT_RENDERED: ReadonlySet<string> = new Set(['fastDeposit']);
export const isClientRendered = (route: SiteRoute): boolean =>
  route.membersOnly === true || CLIENT_RENDERED.has(route.page);

/** A concrete path of each parameter: every hall; id 1 for the content details. */
const SAMPLE_PARAMS: Record<string, readonly string[]> = {
  gtId: HALL_IDS.map(String),
  id: ['1'],
  page: ['Info'],
};

/** The query a player lands with from a hall (a hall and a provider), beside the bare path. */
const SAMPLE_QUERIES: Record<string, readonly string[]> = {
  slotList: ['gt_id=2&gp_id=PG'],
  gameRoom: ['gt_id=2&gp_id=PG'],
};

/** The concrete paths of a route: its parameters filled with SAMPLE_PARAMS (every combination), then with SAMPLE_QUERIES. */
export function pathsOf(route: SiteRoute): string[] {
  const paths = route.path.split('/').reduce<string[]>(
    (prefixes, part) => {
      if (part === '') return prefixes;
      const values = part.startsWith(':') ? (SAMPLE_PARAMS[part.slice(1)] ?? []) : [part];
      return prefixes.flatMap((p) => values.map((v) => `${p === '/' ? '' : p}/${v}`));
    },
    ['/'],
  );
  const queries = SAMPLE_QUERIES[route.page] ?? [];
  return [...paths, ...paths.flatMap((path) => queries.map((query) => `${path}?${query}`))];
}

/** The host title key of a path (host-shell page-title.ts: a hall by its id, else the page). */
export function titleKeyOf(path: string): string {
  const match = matchSiteRoute(path.split('?')[0] ?? path);
  if (!match) throw new Error(`${path} matches no route`);
  if (match.page !== 'hall') return match.page;
  return match.params.gtId ? `hall_${HALLS[Number(match.params.gtId) as keyof typeof HALLS]}` : 'halls';
}

export const ROUTES = SITE_ROUTES as readonly SiteRoute[];

/** Paths that match no route (the error screen, 404): unknown, a bad hall id, a bad number. */
export const NOT_FOUND_PATHS = ['/nope', '/gameHall/1', '/discount/abc', '/user/Nope'];
