import { escapePaths, traversalPaths, TRAVERSAL_FORMS } from '@mfp/shared/test-support/path-traversal';
import { PROXIED_PREFIXES } from '../origins';
import { checkRequestPath, underPrefix } from '../request-path';

const PREFIXES = [...PROXIED_PREFIXES, '/env-config/', '/static/', '/'];
const TARGETS = ['__test/handoff', '__test/captcha/abc', 'console/marquee'];

describe('host request paths (no path reaches what the site does not serve)', () => {
  test('the corpus holds at least 30 traversal forms', () => {
    expect(TRAVERSAL_FORMS.length).toBeGreaterThanOrEqual(30);
  });

  test.each(PREFIXES)('every traversal form under %s is refused before routing', (prefix) => {
    for (const target of TARGETS) {
      for (const path of traversalPaths(prefix, target)) {
        const checked = checkRequestPath(path);
        expect({ path, ok: checked.ok }).toEqual({ path, ok: false });
      }
    }
  });

  test('scheme-relative and absolute request targets are refused', () => {
    for (const path of escapePaths(4000, '__test/handoff')) expect({ path, ok: checkRequestPath(path).ok }).toEqual({ path, ok: false });
  });

  test.each([
    ['/', '/'],
    ['/gameHall/3', '/gameHall/3'],
    ['/api/arks/web/announcement/marquee', '/api/arks/web/announcement/marquee'],
    ['/static/js/main.1a2b3c4d5e.js', '/static/js/main.1a2b3c4d5e.js'],
    ['/news/12?lang=bn_BD&x=../y', '/news/12'],
    ['/user/Info/', '/user/Info/'],
    ['/games/Crazy%20Time', '/games/Crazy%20Time'],
    ['/file.with.dots.json', '/file.with.dots.json'],
  ])('the site\'s own path %s passes unchanged', (raw, path) => {
    const checked = checkRequestPath(raw);
    expect(checked).toEqual({ ok: true, path, search: raw.slice(path.length) });
  });

  test('proxy prefixes are matched as written: /API/ is not /api/', () => {
    expect(underPrefix('/api/health', PROXIED_PREFIXES)).toBe(true);
    expect(underPrefix('/API/health', PROXIED_PREFIXES)).toBe(false);
    expect(underPrefix('/__test/handoff', PROXIED_PREFIXES)).toBe(false);
    expect(underPrefix('/console/marquee', PROXIED_PREFIXES)).toBe(false);
  });
});
