/** @jest-environment node */
import { siteStore } from '../../stores/site-store';
import { checkExternalTarget } from '../link-target';
import { checkInternalPath, type UrlCheck } from '../url-safety';

/**
 * Open-redirect corpus (spec 8, routing: an external URL without explicit permission is refused, unsafe
 * protocols are refused). External targets (banner link_type 0, outer links, CS and app links) follow only
 * the site config's linkHosts; internal targets (banner link_type 1) must be safe in-site paths.
 */
const origin = 'https://site.test';
const HOSTS = ['example.com', 't.me'];

/** What an external-target check may do with a hostile form: refuse it, or keep it on the site's own origin. */
type External = 'refused' | 'stays';
const HOSTILE: ReadonlyArray<[string, External]> = [
  ['//evil.example/x', 'refused'],
  ['/\\evil.example/x', 'refused'],
  ['\\\\evil.example', 'refused'],
  ['\\/evil.example/x', 'refused'],
  ['/\t/evil.example/x', 'refused'],
  ['https:/\\evil.example/x', 'refused'],
  ['https://evil.example', 'refused'],
  ['HTTPS://EVIL.EXAMPLE/X', 'refused'],
  ['https:evil.example', 'stays'], // no slashes: a path on the site itself
  ['http://example.com.evil.io/', 'refused'],
  ['http://evil-example.com/', 'refused'],
  ['http://evilexample.com/', 'refused'],
  ['https://example.com@evil.example/', 'refused'],
  ['https://example.com:pw@evil.example/', 'refused'],
  ['https://evil.example@example.com/', 'refused'], // credentials only serve to disguise
  ['https://evil.example%2f@example.com/', 'refused'],
  ['javascript:alert(1)', 'refused'],
  ['  JaVaScRiPt:alert(1)', 'refused'],
  ['java\tscript:alert(1)', 'refused'],
  ['java\nscript:alert(1)', 'refused'],
  ['\u0000javascript:alert(1)', 'refused'],
  ['java\u200bscript:alert(1)', 'refused'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'refused'],
  ['DATA:text/html,<script>alert(1)</script>', 'refused'],
  ['vbscript:msgbox(1)', 'refused'],
  ['ftp://example.com/file', 'refused'],
  ['%2f%2fevil.example', 'stays'],
  ['/%5Cevil.example', 'stays'],
  ['/%2F%2Fevil.example', 'stays'],
  ['https://ex\u0430mple.com/', 'refused'], // Cyrillic a: an IDN look-alike
  ['https://xn--exmple-cua.com/', 'refused'], // punycode look-alike
  ['https://evil.example./x', 'refused'], // trailing dot
  ['https://example.com.evil.example./x', 'refused'],
  ['http://2130706433/', 'refused'], // 127.0.0.1 written as a number
  ['http://[::1]/', 'refused'],
];

const leavesTo = (r: UrlCheck): string | null => (r.ok ? new URL(r.url, origin).origin : null);

describe('open-redirect corpus (spec 8, routing)', () => {
  beforeEach(() => siteStore.getState().configure({ linkHosts: HOSTS }));
  afterAll(() => siteStore.getState().configure({ linkHosts: [] }));

  test('the corpus holds at least 30 hostile forms', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  test.each(HOSTILE)('redirect: an external target %j is %s', (url, expected) => {
    const r = checkExternalTarget(url, origin);
    if (expected === 'refused') expect(r.ok).toBe(false);
    else expect(leavesTo(r)).toBe(origin);
  });

  test.each(HOSTILE)('redirect: an internal target %j is refused', (url) => {
    expect(checkInternalPath(url)).toEqual({ ok: false, reason: 'notInSitePath' });
  });

  test.each([
    ['https://example.com/cup', 'https://example.com/cup'],
    ['https://www.example.com/x?y=1', 'https://www.example.com/x?y=1'],
    ['HTTPS://EXAMPLE.COM./promo', 'https://example.com./promo'],
    ['https://t.me/example', 'https://t.me/example'],
  ])('redirect: an external target to a permitted host %j is followed', (url, href) => {
    expect(checkExternalTarget(url, origin)).toEqual({ ok: true, url: href, external: true });
  });

  test('redirect: with no linkHosts in the site config no external target is followed', () => {
    siteStore.getState().configure({ linkHosts: [] });
    expect(checkExternalTarget('https://example.com/cup', origin)).toEqual({ ok: false, reason: 'externalNotAllowed' });
    expect(checkExternalTarget('/faq/1', origin)).toEqual({ ok: true, url: '/faq/1', external: false });
  });

  test('redirect: the hosts are read from the site store at each check, not captured once', () => {
    expect(checkExternalTarget('https://partner.test/x', origin)).toEqual({ ok: false, reason: 'hostNotAllowed' });
    siteStore.getState().configure({ linkHosts: ['partner.test'] });
    expect(checkExternalTarget('https://partner.test/x', origin)).toMatchObject({ ok: true, external: true });
  });

  test.each([
    'discount/1', // no leading '/': refused, not rewritten
    ' /faq/1',
    '/faq/1 ',
    '/faq\\..\\x',
    '/%252f%252fevil.example',
    '/%5c%5cevil.example',
    '/%0a/evil.example',
    '/%E0%A4%A', // malformed escape
    '/faq%2F1',
  ])('redirect: an internal target %j that is not a safe in-site path is refused', (url) => {
    expect(checkInternalPath(url)).toEqual({ ok: false, reason: 'notInSitePath' });
  });

  test.each(['/faq/1', '/discount/1', '/gameHall/4', '/user/Info?x=1#top', '/main/2?lang=bn_BD', '/javascript:alert(1)'])(
    'redirect: an internal target %j is followed exactly as written',
    (url) => {
      expect(checkInternalPath(url)).toEqual({ ok: true, url, external: false });
    },
  );

  test('redirect: an empty internal target is refused as empty', () => {
    expect(checkInternalPath('  ')).toEqual({ ok: false, reason: 'empty' });
  });
});
