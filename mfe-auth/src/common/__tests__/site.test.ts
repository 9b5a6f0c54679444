import { siteStore } from '@mfp/shared';
import { isDemo, siteId } from '../site';

describe("auth reads the host's site store (spec 6 site config: siteId, IS_DEMO)", () => {
  afterEach(() => siteStore.getState().configure({ siteId: '', isDemoSite: false }));

  it('the site id sent with auth calls is the site store siteId, read at call time', () => {
    siteStore.getState().configure({ siteId: 'vn02' });
    expect(siteId()).toBe('vn02');
    siteStore.getState().configure({ siteId: 'bd07' });
    expect(siteId()).toBe('bd07');
  });

  it('without a host (standalone harness, empty store) the build site is used', () => {
    expect(siteId()).toBe('bd01');
  });

  it('demo-site mode (IS_DEMO) follows the site store isDemoSite', () => {
    expect(isDemo()).toBe(false);
    siteStore.getState().configure({ isDemoSite: true });
    expect(isDemo()).toBe(true);
  });
});
