import type { Banner } from '@mfp/shared';
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
