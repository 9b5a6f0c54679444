import { watchCspViolations } from '../../support/csp-guard';
import { expect, test } from '../../support/fixtures';
import { REMOTES, originOfPort, PORT_BASE } from '../../support/remotes';
import { landLoggedIn } from '../../support/session';

test.describe('security: the production static server', () => {
  test('the host page carries a CSP of exactly the site, its remotes, the API and the socket host', async ({ request }) => {
    const res = await request.get('/');
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    // Its inline sources first (the response's own nonce, or a kept page's script hashes), then exactly the site and its remotes.
    const inline = scriptSrc.filter((v) => /^'(nonce|sha256)-/.test(v));
    expect(inline.length).toBeGreaterThan(0);
    for (const v of inline) expect(v).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$|^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptSrc.slice(0, inline.length)).toEqual(inline);
    expect(scriptSrc.slice(inline.length).sort()).toEqual([originOfPort(PORT_BASE), ...REMOTES.map((r) => originOfPort(r.port))].sort());
    expect(csp).toContain(`ws://127.0.0.1:${PORT_BASE + 3001}`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = headers['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(permissions).toContain(`${feature}=()`);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The game window's landing page has none: the window goes on to a game page without one.
    expect((await request.get('/loading')).headers()['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  test('a foreign page that opens the site gets no handle on it; the site\'s own pop-up keeps its opener', async ({ page, context }) => {
    const FOREIGN = 'http://evil.test';
    await context.route(`${FOREIGN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>foreign</title>' }));
    await page.goto(`${FOREIGN}/opener.html`);
    const [site] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u, '_blank'), originOfPort(PORT_BASE) + '/faq')]);
    await site.waitForLoadState('domcontentloaded');
    expect(await site.evaluate(() => window.opener === null)).toBe(true);
    // The member window, the game window and the login hand-off are the site's own pop-ups: their opener stays.
    const [own] = await Promise.all([site.waitForEvent('popup'), site.evaluate(() => void window.open('/env-config/local/bd01.json', '_blank'))]);
    await own.waitForLoadState('domcontentloaded');
    expect(await own.evaluate(() => window.opener !== null && window.opener.location.pathname === '/faq')).toBe(true);
  });

  test('a remote origin answers CORS for the host origin only', async ({ request }) => {
    const config = (await (await request.get('/env-config/local/bd01.json')).json()) as { remotes: Record<string, string> };
    const manifest = config.remotes.mfe_games as string;
    const ok = await request.get(manifest, { headers: { Origin: originOfPort(PORT_BASE) } });
    expect(ok.headers()['access-control-allow-origin']).toBe(originOfPort(PORT_BASE));
    const foreign = await request.get(manifest, { headers: { Origin: 'http://evil.example' } });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    expect(ok.headers()['cache-control']).toBe('no-cache');
  });

  test('every API reply says nosniff, through the host\'s /api proxy and direct, success, refusal and 404 alike', async ({ request }) => {
    const api = `http://127.0.0.1:${PORT_BASE + 1000}`;
    for (const url of ['/api/health', '/api/no-such-call', '/sim/game/00000000000000000000000000000000', `${api}/api/health`, `${api}/console/marquee`]) {
      const res = await request.get(url);
      expect({ url, nosniff: res.headers()['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
    }
    const login = await request.post('/api/login', { data: {} });
    expect(login.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('hashed assets are immutable, the site config is revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="([^"]+\.js)"/.exec(html)?.[1] as string;
    expect((await request.get(script)).headers()['cache-control']).toContain('immutable');
    expect((await request.get('/env-config/local/bd01.json')).headers()['cache-control']).toBe('no-cache');
  });

  test('walking every remote area raises no CSP violation', async ({ page, context }) => {
    // The run-wide guard's rule (support/csp-guard.ts): only an inline handler parsed into an inert document
    // (the sanitiser's template) is no violation; a blocked handler of the live page counts like any other.
    const watch = await watchCspViolations(context);
    await landLoggedIn(page, 10002);
    for (const remote of REMOTES) {
      await page.goto(remote.route);
      await expect(page.locator(`[data-remote="${remote.name}"]`)).toBeVisible();
      expect(watch.violations(), remote.route).toEqual([]);
    }
  });
});
