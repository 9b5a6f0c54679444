/** @jest-environment node */
import {
  isBareRoute,
  isMemberWindowPath,
  isPopupWindowPage,
  MEMBER_WINDOW_HOME,
  matchSiteRoute,
  MEMBER_CENTER_PAGES,
  pagesOf,
  productionRedirect,
  remoteForPath,
  SITE_ROUTES,
} from '../routes';

const q = (s: string) => new URLSearchParams(s);

describe('site routes (spec 2 Public routes, Member center, Agent center; DESIGN.md section 3)', () => {
  it.each([
    ['/', 'mfe_lobby', 'home'],
    ['/app', 'mfe_lobby', 'app'],
    ['/discount', 'mfe_lobby', 'discount'],
    ['/discount/12', 'mfe_lobby', 'discount'],
    ['/faq/3', 'mfe_lobby', 'faq'],
    ['/main', 'mfe_lobby', 'news'],
    ['/main/9', 'mfe_lobby', 'news'],
    ['/sponsor', 'mfe_lobby', 'sponsor'],
    ['/gameHall', 'mfe_games', 'hall'],
    ['/gameHall/2', 'mfe_games', 'hall'],
    ['/gameHall/9/', 'mfe_games', 'hall'],
    ['/slotgame', 'mfe_games', 'slotList'],
    ['/gameRoom', 'mfe_games', 'gameRoom'],
    ['/play', 'mfe_games', 'play'],
    ['/user', 'mfe_member_center', 'Info'],
    ['/user/Letter', 'mfe_member_center', 'Letter'],
    ['/user/BindAccount', 'mfe_member_center', 'BindAccount'],
    ['/proxy', 'mfe_agent_center', 'agent'],
    ['/register', 'mfe_auth', 'register'],
    ['/loading', 'host', 'loading'],
    ['/fastPayment', 'host', 'fastPayment'],
  ])('%s is rendered by %s, page %s', (path, owner, page) => {
    const match = matchSiteRoute(path);
    expect(match?.route.owner).toBe(owner);
    expect(match?.page).toBe(page);
  });

  it.each([
    // A route validation rule that fails is a not-found (spec 2 Route rules, spec 8 Routing).
    '/gameHall/1',
    '/gameHall/10',
    '/gameHall/abc',
    '/gameHall/3/Typo',
    '/main/12a',
    '/discount/1/Typo/x',
    '/faq/x',
    // Unknown pages inside an area: the member window's /user/Typo used to loop.
    '/user/Typo',
    '/user/Typo/Info',
    '/user/info',
    '/proxy/Typo',
    '/app/Typo',
    '/register/x',
    '/nope',
    '/discounts',
    '/main/%E0%A4%A',
  ])('%s matches no route (404)', (path) => {
    expect(matchSiteRoute(path)).toBeNull();
  });

  it('the basePath of a match is its area: the route first segment', () => {
    expect(matchSiteRoute('/user/Letter')?.basePath).toBe('/user');
    expect(matchSiteRoute('/discount/4')?.basePath).toBe('/discount');
    expect(matchSiteRoute('/')?.basePath).toBe('/');
  });

  it('the remote a path needs, for preloading: none for host pages and unknown paths', () => {
    expect(remoteForPath('/gameHall/2?x=1')).toBe('mfe_games');
    expect(remoteForPath('/user/Info')).toBe('mfe_member_center');
    for (const path of ['/loading', '/close', '/authCallback', '/fastPayment', '/fastDeposit', '/nope'])
      expect(remoteForPath(path)).toBeUndefined();
  });

  it('bare pages: the member window, helper windows, and the Popular slot page only', () => {
    expect(isBareRoute(matchSiteRoute('/slotgame'), q('gp_id=Popular'))).toBe(true);
    expect(isBareRoute(matchSiteRoute('/slotgame'), q('gp_id=PG'))).toBe(false);
    expect(isBareRoute(matchSiteRoute('/user/Info'), q(''))).toBe(true);
    expect(isBareRoute(matchSiteRoute('/loading'), q(''))).toBe(true);
    expect(isBareRoute(matchSiteRoute('/'), q(''))).toBe(false);
    expect(isBareRoute(null, q(''))).toBe(false);
  });

  it('members only (the auth middleware): the member window and fast payment', () => {
    const membersOnly = SITE_ROUTES.filter((r) => 'membersOnly' in r).map((r) => r.path);
    expect(membersOnly).toEqual(['/user', '/user/:page', '/fastPayment']);
  });

  it('in production /main, /gameHall, /slotgame and /register redirect home; /register also sets isRouteRegister', () => {
    const redirects = SITE_ROUTES.filter((r) => 'productionRedirect' in r).map((r) => [
      r.path,
      r.productionRedirect,
    ]);
    expect(redirects).toEqual([
      ['/main', true],
      ['/main/:id', true],
      ['/gameHall', true],
      ['/gameHall/:gtId', true],
      ['/slotgame', true],
      ['/register', 'setRouteRegister'],
    ]);
  });

  it.each(['/main', '/main/3', '/gameHall', '/gameHall/2', '/slotgame'])(
    'production redirect: %s goes home for good (301)',
    (p) => {
      expect(productionRedirect(p, 'production')).toEqual({ to: '/', status: 301, setRouteRegister: false });
    },
  );

  it('production redirect: /register goes home each time (302) and sets isRouteRegister', () => {
    expect(productionRedirect('/register', 'production')).toEqual({
      to: '/',
      status: 302,
      setRouteRegister: true,
    });
  });

  it.each(['/main', '/gameHall/2', '/register'])(
    'production redirect: %s stays in local and staging',
    (p) => {
      expect(productionRedirect(p, 'local')).toBeNull();
      expect(productionRedirect(p, 'staging')).toBeNull();
    },
  );

  it('production redirect: other routes, look-alike prefixes and bad parameters stay', () => {
    expect(productionRedirect('/', 'production')).toBeNull();
    expect(productionRedirect('/mainly', 'production')).toBeNull();
    expect(productionRedirect('/discount/2', 'production')).toBeNull();
    expect(productionRedirect('/main/abc', 'production')).toBeNull();
  });

  it('the pages each owner must render', () => {
    expect(pagesOf('mfe_member_center')).toEqual([...MEMBER_CENTER_PAGES]);
    expect(pagesOf('mfe_lobby')).toEqual(['home', 'app', 'discount', 'faq', 'news', 'sponsor', 'saferPlay']);
    expect(pagesOf('mfe_games')).toEqual(['hall', 'slotList', 'gameRoom', 'play']);
    expect(pagesOf('host')).toEqual(['loading', 'close', 'authCallback', 'fastPayment', 'fastDeposit']);
  });
});

describe('the member window keeps its own frame on every /user path, its not-found included', () => {
  it('any /user path is the member window, a page of it or not', () => {
    expect(isMemberWindowPath('/user')).toBe(true);
    expect(isMemberWindowPath('/user/Info')).toBe(true);
    expect(isMemberWindowPath('/user/Nope')).toBe(true);
    expect(isMemberWindowPath('/user/Info/extra/')).toBe(true);
    expect(matchSiteRoute('/user/Nope')).toBeNull();
  });

  it('other paths are not, even when they start with the same letters', () => {
    expect(isMemberWindowPath('/')).toBe(false);
    expect(isMemberWindowPath('/users')).toBe(false);
    expect(isMemberWindowPath('/proxy/user')).toBe(false);
  });

  it("the window's not-found leads back to a page the window has (Info), and stays a pop-up window page", () => {
    expect(matchSiteRoute(MEMBER_WINDOW_HOME)?.page).toBe('Info');
    expect(isPopupWindowPage('/user/Nope')).toBe(true);
    expect(isPopupWindowPage('/nowhere')).toBe(false);
  });
});
