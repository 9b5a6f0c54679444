import { appDownloadLinks } from '../components/app-download';

describe('app download links come from the site config', () => {
  it('offers each configured platform, Android first', () => {
    expect(appDownloadLinks({ ios: 'https://apps.example/i', android: 'https://apps.example/a' })).toEqual([
      { platform: 'android', url: 'https://apps.example/a' },
      { platform: 'ios', url: 'https://apps.example/i' },
    ]);
  });

  it('offers nothing when no link is configured (no button to a page that does not exist)', () => {
    expect(appDownloadLinks({})).toEqual([]);
  });

  it('refuses script and data links', () => {
    expect(appDownloadLinks({ android: 'javascript:alert(1)', ios: 'data:text/html,<script>alert(1)</script>' })).toEqual([]);
  });
});
