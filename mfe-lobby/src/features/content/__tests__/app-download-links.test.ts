import { siteStore } from '@mfp/shared';
import { appDownloadLinks } from '../components/app-download';

describe('app download links come from the site config', () => {
  beforeEach(() => siteStore.getState().configure({ linkHosts: ['apps.example'] }));
  afterAll(() => siteStore.getState().configure({ linkHosts: [] }));

  it('offers each configured platform, Android first', () => {
    expect(appDownloadLinks({ ios: 'https://apps.example/i', android: 'https://apps.example/a' })).toEqual([
      { platform: 'android', url: 'https://apps.example/a' },
      { platform: 'ios', url: 'https://apps.example/i' },
    ]);
  });

  it('offers nothing when no link is configured (no button to a page that does not exist)', () => {
    expect(appDownloadLinks({})).toEqual([]);
  });

  it('refuses a store link on a host the site config does not permit (spec 8)', () => {
    expect(appDownloadLinks({ android: 'https://evil.example/a.apk', ios: '//evil.example/i' })).toEqual([]);
  });

  it('refuses script and data links', () => {
    expect(appDownloadLinks({ android: 'javascript:alert(1)', ios: 'data:text/html,<script>alert(1)</script>' })).toEqual([]);
  });
});
