import { siteStore } from '@mfp/shared';
import { fillSiteStore, siteFacts } from '../site-store-fill';
import { VALID_SITE_CONFIG } from './site-config-fixture';

const config = VALID_SITE_CONFIG;

describe('the shared site store is filled from the site config at boot', () => {
  afterEach(() => {
    document.cookie = 'ccy=; max-age=0; path=/';
    siteStore.getState().configure({ siteId: '', desktopTemplate: '', mobileTemplate: '', currency: '', currencyLock: null, isDemoSite: false, closedBrands: [], isApp: false, appLinks: {}, linkHosts: [] });
  });

  it('site id, both template names and demo mode come from the config', () => {
    expect(siteFacts({ ...config, isDemo: true }, null, 'bn_BD')).toEqual({
      siteId: 'bd01',
      desktopTemplate: 'site02',
      mobileTemplate: 'bob',
      currency: 'BDT',
      currencyLock: null,
      isDemoSite: true,
      closedBrands: [],
      isApp: false,
      appLinks: {},
      linkHosts: [],
    });
  });

  it('the native apps download links come from the config (none configured: none offered)', () => {
    expect(siteFacts({ ...config, appLinks: { ios: 'https://apps.example/i' } }, null, 'en_US').appLinks).toEqual({ ios: 'https://apps.example/i' });
    expect(siteFacts(config, null, 'en_US').appLinks).toEqual({});
  });

  it('the hosts external banners and links may lead to come from the config (spec 8; none configured: none)', () => {
    expect(siteFacts({ ...config, linkHosts: ['example.com', 't.me'] }, null, 'en_US').linkHosts).toEqual(['example.com', 't.me']);
    expect(siteFacts(config, null, 'en_US').linkHosts).toEqual([]);
  });

  it('the brands the site closed come from the config (start check 1, r88close_msg)', () => {
    expect(siteFacts({ ...config, closedBrands: ['GPR8', 'GPPG'] }, null, 'en_US').closedBrands).toEqual(['GPR8', 'GPPG']);
  });

  it('fillSiteStore marks the page as the native app when the app registered its bridge (iOS or Android)', () => {
    const ios = { webkit: { messageHandlers: { bdplayApp: { postMessage: () => undefined } } } } as unknown as Window;
    const android = { bdplayApp: { postMessage: () => undefined } } as unknown as Window;
    const browser = {} as Window;
    expect(fillSiteStore(config, 'en_US', ios).isApp).toBe(true);
    expect(siteStore.getState().isApp).toBe(true);
    expect(fillSiteStore(config, 'en_US', android).isApp).toBe(true);
    expect(fillSiteStore(config, 'en_US', browser).isApp).toBe(false);
    expect(siteStore.getState().isApp).toBe(false);
  });

  it('the site currency is the ccy cookie when the site offers it, else the default of the language (spec 9)', () => {
    expect(siteFacts(config, 'USD', 'bn_BD').currency).toBe('USD');
    expect(siteFacts(config, 'VND', 'bn_BD').currency).toBe('BDT');
    expect(siteFacts(config, null, 'en_US').currency).toBe('USD');
    // A language whose default currency the site does not offer falls back to the site's first currency.
    expect(siteFacts(config, null, 'vi_VN').currency).toBe('BDT');
  });

  it('fillSiteStore writes the facts into the one store remotes read', () => {
    expect(siteStore.getState().siteId).toBe('');
    document.cookie = 'ccy=USD; path=/';
    fillSiteStore(config, 'bn_BD');
    const s = siteStore.getState();
    expect([s.siteId, s.desktopTemplate, s.mobileTemplate, s.currency, s.isDemoSite]).toEqual(['bd01', 'site02', 'bob', 'USD', false]);
  });
});
