import { siteStore, type Banner } from '@mfp/shared';
import { runBannerClick, type BannerEffects } from '../utils/banner-effect';

const fx = (): jest.Mocked<BannerEffects> => ({
  navigate: jest.fn(),
  openWindow: jest.fn(),
  assign: jest.fn(),
  requestPlay: jest.fn(),
  openLogin: jest.fn(),
  notify: jest.fn(),
});
const banner = (over: Partial<Banner>): Banner => ({ id: 1, url: '/discount/1', link_type: 1, link_method: 0, ...over });
const member = { demoMode: false, currency: 'BDT', isLoggedIn: true };
const game = { currency: 'BDT', gt_id: 2, gp_id: 'GPSP', gp_gt_name: 'GPSP_slot' };

describe('banner clicks (spec 3)', () => {
  beforeEach(() => siteStore.getState().configure({ linkHosts: ['example.com'] }));
  afterAll(() => siteStore.getState().configure({ linkHosts: [] }));

  it('link_type 1 routes inside the site; link_method 1 opens a new window instead', () => {
    const a = fx();
    runBannerClick(banner({}), member, a);
    expect(a.navigate).toHaveBeenCalledWith('/discount/1');
    const b = fx();
    runBannerClick(banner({ link_method: 1 }), member, b);
    expect(b.openWindow).toHaveBeenCalledWith('/discount/1');
    expect(b.navigate).not.toHaveBeenCalled();
  });

  it('link_type 0 leaves the site (same window, or new with link_method 1)', () => {
    const a = fx();
    runBannerClick(banner({ link_type: 0, url: 'https://example.com/cup' }), member, a);
    expect(a.assign).toHaveBeenCalledWith('https://example.com/cup');
    const b = fx();
    runBannerClick(banner({ link_type: 0, url: 'https://example.com/cup', link_method: 1 }), member, b);
    expect(b.openWindow).toHaveBeenCalledWith('https://example.com/cup');
  });

  it('a javascript: url is refused, never run', () => {
    const a = fx();
    runBannerClick(banner({ link_type: 0, url: 'javascript:alert(1)' }), member, a);
    expect(a.notify).toHaveBeenCalledWith('banner.blocked');
    expect(a.assign).not.toHaveBeenCalled();
    expect(a.openWindow).not.toHaveBeenCalled();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'https://example.com@evil.example/'])(
    'link_type 0 to %j, a host the site config does not permit, is refused with the blocked message (spec 8)',
    (url) => {
      const a = fx();
      runBannerClick(banner({ link_type: 0, url }), member, a);
      runBannerClick(banner({ link_type: 0, url, link_method: 1 }), member, a);
      expect(a.notify).toHaveBeenCalledTimes(2);
      expect(a.notify).toHaveBeenCalledWith('banner.blocked');
      expect(a.assign).not.toHaveBeenCalled();
      expect(a.openWindow).not.toHaveBeenCalled();
      expect(a.navigate).not.toHaveBeenCalled();
    },
  );

  it('link_type 0 follows nothing when the site config permits no host', () => {
    siteStore.getState().configure({ linkHosts: [] });
    const a = fx();
    runBannerClick(banner({ link_type: 0, url: 'https://example.com/cup' }), member, a);
    expect(a.notify).toHaveBeenCalledWith('banner.blocked');
    expect(a.assign).not.toHaveBeenCalled();
  });

  it.each(['discount/1', '//evil.example/x', '/\\evil.example/x', '/%2F%2Fevil.example', 'https://example.com/cup'])(
    'link_type 1 to %j, not a safe in-site path, is refused with the blocked message, not rewritten',
    (url) => {
      const a = fx();
      runBannerClick(banner({ url }), member, a);
      expect(a.notify).toHaveBeenCalledWith('banner.blocked');
      expect(a.navigate).not.toHaveBeenCalled();
      expect(a.openWindow).not.toHaveBeenCalled();
      expect(a.assign).not.toHaveBeenCalled();
    },
  );

  it('link_type 2 asks the play flow for the game when the currency matches', () => {
    const a = fx();
    runBannerClick(banner({ link_type: 2, url: 'game', game_link_parameter: game }), member, a);
    expect(a.requestPlay).toHaveBeenCalledWith({ gp_id: 'GPSP', gt_id: 2, game_type: 'slot', game_code: '' });
  });

  it('link_type 2 of another currency shows the currency message and plays nothing', () => {
    const a = fx();
    runBannerClick(banner({ link_type: 2, url: 'game', game_link_parameter: { ...game, currency: 'USD' } }), member, a);
    expect(a.notify).toHaveBeenCalledWith('banner.currency_mismatch');
    expect(a.requestPlay).not.toHaveBeenCalled();
  });

  it('a visitor clicking a game banner is asked to log in', () => {
    const a = fx();
    runBannerClick(banner({ link_type: 2, url: 'game', game_link_parameter: game }), { ...member, isLoggedIn: false }, a);
    expect(a.openLogin).toHaveBeenCalled();
    expect(a.requestPlay).not.toHaveBeenCalled();
  });

  it.each([
    ['demo mode', banner({}), { ...member, demoMode: true }],
    ['no url', banner({ url: '  ' }), member],
  ])('clicks are ignored in %s', (_name, b, ctx) => {
    const a = fx();
    expect(runBannerClick(b, ctx, a).kind).toBe('ignore');
    Object.values(a).forEach((f) => expect(f).not.toHaveBeenCalled());
  });
});
