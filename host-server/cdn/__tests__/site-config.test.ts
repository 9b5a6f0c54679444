import { RUM_DEFAULT_SAMPLE_RATE } from '@mfp/shared/contracts';
import { linkHostsFrom, rumSampleRateFrom, siteConfigFor } from '../site-config';
import { originOf, REMOTE_PACKAGES } from '../origins';

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

describe('site config rum.sampleRate (beacons from a configurable share of sessions)', () => {
  it('is MFP_RUM_SAMPLE_RATE when it is a share from 0 to 1', () => {
    expect(rumSampleRateFrom({ MFP_RUM_SAMPLE_RATE: '1' })).toBe(1);
    expect(rumSampleRateFrom({ MFP_RUM_SAMPLE_RATE: '0' })).toBe(0);
    expect(rumSampleRateFrom({ MFP_RUM_SAMPLE_RATE: '0.25' })).toBe(0.25);
  });

  it.each([undefined, '', ' ', '2', '-0.1', 'all'])('is the shared default for %p', (value) => {
    expect(rumSampleRateFrom(value === undefined ? {} : { MFP_RUM_SAMPLE_RATE: value })).toBe(RUM_DEFAULT_SAMPLE_RATE);
  });
});

describe('site config remote URLs (the service worker caches a remote version by this shape)', () => {
  it('names each released remote as {origin}/{version}/mf-manifest.json on its own origin', () => {
    const version = 'v20261125170335-50b18bdb';
    const config = siteConfigFor({ mfe_lobby: { current: version, versions: [version] } });
    expect(config.remotes.mfe_lobby).toBe(`${originOf(REMOTE_PACKAGES.mfe_lobby.port)}/${version}/mf-manifest.json`);
  });
});
