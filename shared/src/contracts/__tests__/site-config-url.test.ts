/** @jest-environment node */
import { siteConfigUrl } from '../site-config-url';

describe('site environment config URL (spec 3)', () => {
  it('is chosen by environment and site', () => {
    expect(siteConfigUrl('local', 'bd01')).toBe('/env-config/local/bd01.json');
    expect(siteConfigUrl('prod', 'vn02', '')).toBe('/env-config/prod/vn02.json');
  });
  it('a configured full URL wins', () => {
    expect(siteConfigUrl('prod', 'bd02', 'https://cfg.example/x.json')).toBe('https://cfg.example/x.json');
  });
});
