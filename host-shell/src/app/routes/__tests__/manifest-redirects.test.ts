import { siteStore } from '@mfp/shared';
import { followManifestRedirect, parseManifestRedirects, setManifestRedirects } from '../manifest-redirects';

const ORIGIN = 'https://site.test';

const spyGo = () => ({ navigate: jest.fn(), assign: jest.fn() });

describe('redirects follow the server build manifest (spec 2)', () => {
  beforeEach(() => siteStore.getState().configure({ linkHosts: ['partner.example'] }));
  afterEach(() => {
    setManifestRedirects([]);
    siteStore.getState().configure({ linkHosts: [] });
  });

  it('reads { from, to } pairs and drops malformed ones', () => {
    expect(
      parseManifestRedirects({
        redirects: [{ from: '/old', to: '/new' }, { from: 1, to: '/x' }, null, { from: '/a' }],
      }),
    ).toEqual([{ from: '/old', to: '/new' }]);
    expect(parseManifestRedirects(null)).toEqual([]);
    expect(parseManifestRedirects({ redirects: 'no' })).toEqual([]);
  });

  it('an internal target navigates in the router, an external one is a full page load', () => {
    setManifestRedirects([
      { from: '/promo', to: '/discount' },
      { from: '/partner', to: 'https://partner.example/landing' },
    ]);
    const go = { navigate: jest.fn(), assign: jest.fn() };
    expect(followManifestRedirect('/promo', go, ORIGIN)).toBe(true);
    expect(go.navigate).toHaveBeenCalledWith('/discount');
    expect(followManifestRedirect('/partner', go, ORIGIN)).toBe(true);
    expect(go.assign).toHaveBeenCalledWith('https://partner.example/landing');
    expect(go.navigate).toHaveBeenCalledTimes(1);
  });

  it('no redirect for other paths, and unsafe targets or hosts the site config does not permit are refused (spec 8)', () => {
    setManifestRedirects([
      { from: '/evil', to: 'javascript:alert(1)' },
      { from: '/away', to: 'https://evil.example/landing' },
      { from: '/slashes', to: '//evil.example/landing' },
    ]);
    expect(followManifestRedirect('/away', spyGo(), ORIGIN)).toBe(false);
    expect(followManifestRedirect('/slashes', spyGo(), ORIGIN)).toBe(false);
    const go = { navigate: jest.fn(), assign: jest.fn() };
    expect(followManifestRedirect('/evil', go, ORIGIN)).toBe(false);
    expect(followManifestRedirect('/', go, ORIGIN)).toBe(false);
    expect(go.navigate).not.toHaveBeenCalled();
    expect(go.assign).not.toHaveBeenCalled();
  });
});
