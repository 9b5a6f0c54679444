import { HALL_IDS } from '../constants/halls';
import type { RemoteName } from './remotes';

/**
 * The site's routes (spec 2, DESIGN.md section 3) in one table: who renders each path, which page of
 * its owner, and its rules. The host routes by it, validates by it (no match: 404), and the remotes
 * choose their page by it; a server answers 404 for what it does not match. Dependency-free: the
 * host's first script reads it before the shared singletons load.
 */

/** What a path segment must be. A route whose segment fails its rule does not match (404). */
export type SegmentRule = 'number' | 'hallId' | readonly string[];

export interface SiteRoute {
  /** Literal segments and `:name` parameters; no wildcards. */
  readonly path: string;
  readonly owner: RemoteName | 'host';
  /** The page of its owner that renders it. */
  readonly page: string;
  readonly params?: Readonly<Record<string, SegmentRule>>;
  /** Shown without navbar and footer: always, or only when a query parameter has a value. */
  readonly bare?: true | { readonly query: string; readonly equals: string };
  /** The auth middleware: a visitor is asked to log in. */
  readonly membersOnly?: true;
  /** In production the route redirects home; /register also sets the isRouteRegister cookie. */
  readonly productionRedirect?: true | 'setRouteRegister';
  /**
   * A page of the site's pop-up windows: the member window, and the page a game, deposit or fast-payment
   * window lands on before it goes on (to a provider's game, a payment page, the member window's
   * Deposit) or closes. A window whose pages change opener policy moves to another browsing context
   * group and loses its name and its opener, so these pages are served without one (the site's other
   * pages have one).
   */
  readonly popupWindow?: true;
}

/** Member-center pages of spec 2 (BindAccount is reached from Deposit) and the safer-play group. */
export const MEMBER_CENTER_PAGES = [
  'Info',
  'MyWallet',
  'Announcement',
  'Letter',
  'Deposit',
  'Withdrawal',
  'Transaction',
  'DWRecord',
  'RecommendProject',
  'RecommendRecord',
  'RecommendMemberSearch',
  'BindAccount',
  // Safer play: limits, reality checks, time-out, self-exclusion, my activity.
  'SaferLimits',
  'RealityCheck',
  'TakeBreak',
  'SelfExclusion',
  'MyActivity',
] as const;
export type MemberCenterPage = (typeof MEMBER_CENTER_PAGES)[number];

export const SITE_ROUTES = [
  { path: '/', owner: 'mfe_lobby', page: 'home' },
  { path: '/app', owner: 'mfe_lobby', page: 'app' },
  { path: '/discount', owner: 'mfe_lobby', page: 'discount' },
  { path: '/discount/:id', owner: 'mfe_lobby', page: 'discount', params: { id: 'number' } },
  { path: '/faq', owner: 'mfe_lobby', page: 'faq' },
  { path: '/faq/:id', owner: 'mfe_lobby', page: 'faq', params: { id: 'number' } },
  { path: '/main', owner: 'mfe_lobby', page: 'news', productionRedirect: true },
  { path: '/main/:id', owner: 'mfe_lobby', page: 'news', params: { id: 'number' }, productionRedirect: true },
  { path: '/sponsor', owner: 'mfe_lobby', page: 'sponsor' },
  // Safer play for visitors: what the site offers to keep play in control, linked from the footer.
  { path: '/saferPlay', owner: 'mfe_lobby', page: 'saferPlay' },
  { path: '/gameHall', owner: 'mfe_games', page: 'hall', productionRedirect: true },
  {
    path: '/gameHall/:gtId',
    owner: 'mfe_games',
    page: 'hall',
    params: { gtId: 'hallId' },
    productionRedirect: true,
  },
  {
    path: '/slotgame',
    owner: 'mfe_games',
    page: 'slotList',
    bare: { query: 'gp_id', equals: 'Popular' },
    productionRedirect: true,
  },
  { path: '/gameRoom', owner: 'mfe_games', page: 'gameRoom' },
  { path: '/play', owner: 'mfe_games', page: 'play' },
  {
    path: '/user',
    owner: 'mfe_member_center',
    page: 'Info',
    bare: true,
    membersOnly: true,
    popupWindow: true,
  },
  {
    path: '/user/:page',
    owner: 'mfe_member_center',
    page: 'byParam',
    params: { page: MEMBER_CENTER_PAGES },
    bare: true,
    membersOnly: true,
    popupWindow: true,
  },
  { path: '/proxy', owner: 'mfe_agent_center', page: 'agent' },
  { path: '/register', owner: 'mfe_auth', page: 'register', productionRedirect: 'setRouteRegister' },
  { path: '/loading', owner: 'host', page: 'loading', bare: true, popupWindow: true },
  { path: '/close', owner: 'host', page: 'close', bare: true, popupWindow: true },
  { path: '/authCallback', owner: 'host', page: 'authCallback', bare: true, popupWindow: true },
  { path: '/fastPayment', owner: 'host', page: 'fastPayment', bare: true, membersOnly: true },
  { path: '/fastDeposit', owner: 'host', page: 'fastDeposit' },
] as const satisfies readonly SiteRoute[];

export type SiteRouteEntry = (typeof SITE_ROUTES)[number];
/** The page keys a remote (or the host) must render, from the table. */
export type PageOf<O extends SiteRoute['owner']> = Extract<SiteRouteEntry, { owner: O }>['page'];

export interface RouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
  /** The page to render: the route's page, or its `:page` parameter. */
  page: string;
  /** Where the owner's area is mounted (the route's first segment): the remote's basePath. */
  basePath: string;
}

const HALL_ID_SET = new Set(HALL_IDS.map(String));

function segmentOk(rule: SegmentRule | undefined, value: string): boolean {
  if (rule === undefined) return value !== '';
  if (rule === 'number') return /^\d{1,12}$/.test(value);
  if (rule === 'hallId') return HALL_ID_SET.has(value);
  return rule.includes(value);
}

const splitPath = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/**
 * The route a path matches, or null (404). A trailing slash is ignored; percent-encoded segments are
 * decoded once (a segment that does not decode does not match).
 */
export function matchSiteRoute(pathname: string): RouteMatch | null {
  let segments: string[];
  try {
    segments = splitPath(pathname).map(decodeURIComponent);
  } catch {
    return null;
  }
  for (const route of SITE_ROUTES as readonly SiteRoute[]) {
    const pattern = splitPath(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const value = segments[i] as string;
      if (!part.startsWith(':')) return part === value;
      const name = part.slice(1);
      if (!segmentOk(route.params?.[name], value)) return false;
      params[name] = value;
      return true;
    });
    if (!ok) continue;
    const page = route.page === 'byParam' ? (params.page as string) : route.page;
    return { route, params, page, basePath: `/${pattern[0] ?? ''}` };
  }
  return null;
}

/** The remote a path needs, so the host can preload it on intent (hover, idle, landing). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const owner = matchSiteRoute(pathname.split('?')[0] ?? '/')?.route.owner;
  return owner === undefined || owner === 'host' ? undefined : owner;
}

/** Every page key the table asks an owner to render (`byParam` routes name theirs in the parameter's rule). */
export function pagesOf(owner: SiteRoute['owner']): string[] {
  const pages = new Set<string>();
  for (const route of SITE_ROUTES as readonly SiteRoute[]) {
    if (route.owner !== owner) continue;
    const rule = route.params?.page;
    if (route.page === 'byParam' && Array.isArray(rule)) rule.forEach((p: string) => pages.add(p));
    else pages.add(route.page);
  }
  return [...pages];
}

/** The member window's base path, and the page its own not-found leads back to (spec 2: /user opens Info). */
export const MEMBER_WINDOW_BASE = '/user';
export const MEMBER_WINDOW_HOME = '/user/Info';

/**
 * True for any path of the member window, a page of it or not (/user, /user/Info, /user/Nope): the window
 * keeps its own frame there (no site header, footer or page-wide promotions), its not-found included.
 */
export function isMemberWindowPath(pathname: string): boolean {
  return splitPath(pathname)[0] === MEMBER_WINDOW_BASE.slice(1);
}

/** True for a page of the site's pop-up windows (see SiteRoute.popupWindow); an unknown member-window path stays in that window too. */
export function isPopupWindowPage(pathname: string): boolean {
  return matchSiteRoute(pathname)?.route.popupWindow === true || isMemberWindowPath(pathname);
}

/** Where a production path goes instead, as a server answers it and as the client follows it. */
export interface ProductionRedirect {
  to: '/';
  /** 301 for the pages that moved home for good; 302 for /register, which must set its cookie on every visit. */
  status: 301 | 302;
  /** /register also sets the isRouteRegister cookie, which opens the register modal on start. */
  setRouteRegister: boolean;
}

const REDIRECT_STATUS = { permanent: 301, setRouteRegister: 302 } as const;

/** The production redirect of a path, from the route table (spec 2 route rules), or null. Off outside 'production'. */
export function productionRedirect(pathname: string, env: string): ProductionRedirect | null {
  if (env !== 'production') return null;
  const rule = matchSiteRoute(pathname)?.route.productionRedirect;
  if (!rule) return null;
  const kind = rule === 'setRouteRegister' ? 'setRouteRegister' : 'permanent';
  return { to: '/', status: REDIRECT_STATUS[kind], setRouteRegister: kind === 'setRouteRegister' };
}

/** True when the matched route is shown without navbar and footer for this query. */
export function isBareRoute(match: RouteMatch | null, search: URLSearchParams): boolean {
  const bare = match?.route.bare;
  if (!bare) return false;
  return bare === true || search.get(bare.query) === bare.equals;
}
