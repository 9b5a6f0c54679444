import { siteStore } from '@mfp/shared';
import { appPagePart, isBarePage, manifestRedirect, readLandingQuery } from '../route-rules';

const q = (s: string) => new URLSearchParams(s);

describe('landing query', () => {
  it('reads id, invite, modal, web_debug and appPage', () => {
    expect(readLandingQuery(q('id=77&invite=RC1&modal=login&web_debug=1&appPage=header'))).toEqual({
      agentId: '77',
      invite: 'RC1',
      modal: 'login',
      webDebug: true,
      appPage: 'header',
    });
  });
  it('drops unknown modals, blank values and other appPage values', () => {
    expect(readLandingQuery(q('id=%20&modal=playGame&appPage=all&web_debug=0'))).toEqual({
      agentId: null,
      invite: null,
      modal: null,
      webDebug: false,
      appPage: 'all',
    });
  });
  it.each([['header'], ['content'], ['footer']])('appPage=%s renders only that part', (p) =>
    expect(appPagePart(q(`appPage=${p}`))).toBe(p),
  );
});

describe('bare pages and the auth middleware', () => {
  it('the Popular slot page has no navbar or footer; other slot pages do', () => {
    expect(isBarePage('/slotgame', q('gp_id=Popular'))).toBe(true);
    expect(isBarePage('/slotgame', q('gp_id=PG'))).toBe(false);
    expect(isBarePage('/user/Info', q(''))).toBe(true);
    expect(isBarePage('/', q(''))).toBe(false);
  });

  it("an unknown member-window path keeps the window's frame (no site header, footer or promotions); other unknown paths keep the layout", () => {
    expect(isBarePage('/user/Nope', q(''))).toBe(true);
    expect(isBarePage('/nowhere', q(''))).toBe(false);
  });
});

describe('build-manifest redirects', () => {
  const origin = 'https://site.test';
  beforeEach(() => siteStore.getState().configure({ linkHosts: ['other.test'] }));
  afterAll(() => siteStore.getState().configure({ linkHosts: [] }));

  it('an in-site target goes through the router, an external one loads the page', () => {
    const r = [
      { from: '/old', to: '/discount' },
      { from: '/ext', to: 'https://other.test/x' },
      { from: '/bad', to: 'javascript:alert(1)' },
    ];
    expect(manifestRedirect('/old', r, origin)).toEqual({ kind: 'router', to: '/discount' });
    expect(manifestRedirect('/ext', r, origin)).toEqual({ kind: 'external', to: 'https://other.test/x' });
    expect(manifestRedirect('/bad', r, origin)).toBeNull();
    expect(manifestRedirect('/none', r, origin)).toBeNull();
  });

  it.each([
    '//evil.test/x',
    '/\\evil.test/x',
    '/%2F%2Fevil.test',
    'https://evil.test/x',
    'discount',
    'https://other.test@evil.test/',
  ])('a target %j that is neither a safe in-site path nor a permitted host is dropped (spec 8)', (to) => {
    expect(manifestRedirect('/from', [{ from: '/from', to }], origin)).toBeNull();
  });

  it('with no permitted host, no external target is followed', () => {
    siteStore.getState().configure({ linkHosts: [] });
    expect(manifestRedirect('/ext', [{ from: '/ext', to: 'https://other.test/x' }], origin)).toBeNull();
  });
});
