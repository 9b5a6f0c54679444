import { siteStore } from '@mfp/shared';
import { itemHref } from '../routes';

describe('footer/float/ad item links (spec 3; spec 8 for external targets)', () => {
  beforeEach(() => siteStore.getState().configure({ linkHosts: ['example.com', 't.me'] }));
  afterAll(() => siteStore.getState().configure({ linkHosts: [] }));

  it('an outer link to a permitted host opens it; main/faq items route by id', () => {
    expect(itemHref('https://t.me/example')).toEqual({ external: true, href: 'https://t.me/example' });
    expect(itemHref('https://example.com/affiliate')).toEqual({ external: true, href: 'https://example.com/affiliate' });
    expect(itemHref('faq/3')).toEqual({ external: false, href: '/faq/3' });
    expect(itemHref('/discount/1')).toEqual({ external: false, href: '/discount/1' });
  });

  it.each(['https://evil.example/x', 'http://example.com.evil.io/', 'https://example.com@evil.example/', 'httpjavascript:alert(1)', 'http:/\\evil.example'])(
    'an outer link %j to a host the site config does not permit is not a link',
    (url) => {
      expect(itemHref(url)).toBeNull();
    },
  );

  it.each(['//evil.example/x', '/\\evil.example/x', '/%5Cevil.example', '/%2f%2fevil.example', '/\t/evil.example'])(
    'an inner path %j that is not a safe in-site path is not a link',
    (url) => {
      expect(itemHref(url)).toBeNull();
    },
  );

  it('with no permitted host, no outer link is offered', () => {
    siteStore.getState().configure({ linkHosts: [] });
    expect(itemHref('https://t.me/example')).toBeNull();
  });
});
