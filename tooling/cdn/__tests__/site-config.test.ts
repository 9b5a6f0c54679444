import { linkHostsFrom } from '../site-config';

describe('site config linkHosts (spec 8: external targets need explicit permission)', () => {
  it('locally permits the hosts the seeded content links to', () => {
    expect(linkHostsFrom({})).toEqual(['example.com', 't.me']);
  });

  it('MFP_LINK_HOSTS replaces them, comma-separated, trimmed and lower-cased', () => {
    expect(linkHostsFrom({ MFP_LINK_HOSTS: ' Partner.COM, ,pay.partner.net ' })).toEqual(['partner.com', 'pay.partner.net']);
    expect(linkHostsFrom({ MFP_LINK_HOSTS: '' })).toEqual([]);
  });

  it('adds the hosts of the configured app links, so the app page can offer them', () => {
    expect(linkHostsFrom({ MFP_LINK_HOSTS: 'partner.com', MFP_APP_ANDROID_URL: 'https://apps.example.test/a.apk', MFP_APP_IOS_URL: 'not a url' })).toEqual([
      'partner.com',
      'apps.example.test',
    ]);
  });
});
