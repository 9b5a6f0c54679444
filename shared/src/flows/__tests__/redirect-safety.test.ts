/** @jest-environment node */
import { bannerClickAction } from '../banner-click';
import { checkInternalPath, checkUrl, type UrlPolicy, type UrlRefusal } from '../url-safety';
import type { Banner } from '../../types';

/**
 * Redirects and links (spec 8, routing; security): every place the site follows a URL it did
 * not write goes through checkUrl with the policy of that place. One table, every hostile form.
 */
const origin = 'https://site.test';
const SURFACES: Record<string, UrlPolicy> = {
  /** Banner link_type 1, the page asked for before login, build-manifest paths: the site's own pages only. */
  internal: { origin },
  /** checkUrl's own rule with leave-the-site permission and no host list (the site's pages go through checkExternalTarget, which always passes linkHosts). */
  external: { origin, allowExternal: true },
  /** Hand-off and partner targets with an allow-list: only the listed hosts and their subdomains. */
  allowList: { origin, allowExternal: true, allowedHosts: ['bdplay.test'] },
};
type Surface = keyof typeof SURFACES;
type Expected = 'ok' | UrlRefusal;
const all = (e: Expected): Record<Surface, Expected> => ({ internal: e, external: e, allowList: e });
const offSite = (allowList: Expected = 'hostNotAllowed'): Record<Surface, Expected> => ({ internal: 'externalNotAllowed', external: 'ok', allowList });

const CASES: ReadonlyArray<[string, Record<Surface, Expected>]> = [
  ['javascript:alert(1)', all('unsafeProtocol')],
  ['  JaVaScRiPt:alert(1)', all('unsafeProtocol')],
  ['java\nscript:alert(1)', all('unsafeProtocol')],
  ['\u0000javascript:alert(1)', all('unsafeProtocol')],
  ['java\u200bscript:alert(1)', all('unsafeProtocol')],
  ['javascript&colon;alert(1)', { internal: 'ok', external: 'ok', allowList: 'ok' }], // not a scheme: a harmless relative path
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', all('unsafeProtocol')],
  ['DATA:text/html,<script>alert(1)</script>', all('unsafeProtocol')],
  ['vbscript:msgbox(1)', all('unsafeProtocol')],
  ['VBScript:msgbox(1)', all('unsafeProtocol')],
  ['//evil.test/path', offSite()],
  ['\\\\evil.test/path', offSite()],
  ['/\\evil.test/path', offSite()],
  ['/\t/evil.test/path', offSite()],
  ['https:evil.test', all('ok')], // same scheme without slashes: a path on the site itself
  ['https://site.test.evil.io/', offSite()],
  ['https://site.test@evil.io/', { internal: 'externalNotAllowed', external: 'hostNotAllowed', allowList: 'hostNotAllowed' }], // credentials only disguise a host
  ['https://evil-site.test/', offSite()],
  ['https://bdplay.test.evil.io/', offSite()],
  ['https://evilbdplay.test/', offSite()],
  ['https://bdpl\u0430y.test/', offSite()], // Cyrillic a
  ['https://pay.bdplay.test/x', offSite('ok')],
  ['https://BDPLAY.test./x', offSite('ok')],
  ['/user/Info?x=1', all('ok')],
  ['https://site.test/faq/2', all('ok')],
];

describe('redirect and link safety (spec 8, routing)', () => {
  test.each(CASES.flatMap(([url, expected]) => (Object.keys(SURFACES) as Surface[]).map((s) => [s, url, expected[s]] as const)))(
    'redirect: on the %s surface %j is %s',
    (surface, url, expected) => {
      const result = checkUrl(url, SURFACES[surface]);
      if (expected === 'ok') expect(result.ok).toBe(true);
      else expect(result).toEqual({ ok: false, reason: expected });
    },
  );

  test('redirect: an accepted target never carries a script scheme and an internal one stays on the origin', () => {
    for (const [url] of CASES) {
      for (const s of Object.keys(SURFACES) as Surface[]) {
        const r = checkUrl(url, SURFACES[s]);
        if (!r.ok) continue;
        expect(new URL(r.url, origin).protocol).toMatch(/^https?:$/);
        if (s === 'internal') expect(new URL(r.url, origin).origin).toBe(origin);
      }
    }
  });

  const banner = (link_type: number, url: string): Banner => ({ id: 1, use_type: 0, title: 't', image: '', url, link_type, link_method: 0, game_link_parameter: null }) as unknown as Banner;
  test.each(['//evil.test/x', '/\\evil.test/x', 'javascript:alert(1)', 'https://evil.test/x', 'faq/1'])(
    'redirect: an internal banner to %j is refused (not rewritten) by the rule the lobby runs',
    (url) => {
      const action = bannerClickAction(banner(1, url), { demoMode: false, currency: 'USD' });
      expect(action).toMatchObject({ kind: 'internal', path: url });
      expect(checkInternalPath((action as { path: string }).path)).toEqual({ ok: false, reason: 'notInSitePath' });
    },
  );
});
