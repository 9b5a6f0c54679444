import { parseSiteConfig } from '../site-config';
import { VALID_SITE_CONFIG } from './site-config-fixture';

const valid = VALID_SITE_CONFIG;

describe('site environment config (spec section 3)', () => {
  it('accepts a complete config', () => {
    expect(parseSiteConfig(valid).siteId).toBe('bd01');
    expect(parseSiteConfig({ ...valid, closedBrands: ['GPR8'] }).closedBrands).toEqual(['GPR8']);
    expect(parseSiteConfig({ ...valid, appLinks: { android: 'https://apps.example/a' } }).appLinks).toEqual({ android: 'https://apps.example/a' });
    expect(parseSiteConfig({ ...valid, linkHosts: ['example.com'] }).linkHosts).toEqual(['example.com']);
  });

  it.each([
    ['not an object', null],
    ['no site id', { ...valid, siteId: 1 }],
    ['no languages', { ...valid, languages: 'en_US' }],
    ['closed brands that are not a list of gp_id', { ...valid, closedBrands: 'GPR8' }],
    ['app links for an unknown platform', { ...valid, appLinks: { symbian: 'https://x.example' } }],
    ['an app link that is not a URL string', { ...valid, appLinks: { ios: 1 } }],
    ['link hosts that are not a list of host names', { ...valid, linkHosts: 'example.com' }],
    ['a remote missing', { ...valid, remotes: { ...valid.remotes, mfe_auth: undefined } }],
  ])('refuses a config with %s', (_why, raw) => {
    expect(() => parseSiteConfig(raw)).toThrow();
  });
});
