import { byNonce, cacheControlFor, contentSecurityPolicy, contentTypeFor, corsHeaders, crossOriginOpenerFor } from '../headers';

describe('CDN headers (DESIGN.md section 8)', () => {
  it('hashed assets are immutable', () => {
    expect(cacheControlFor('/v1/static/js/main.1a2b3c4d5e.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/static/css/450.457ae7ff3c.css')).toBe('public, max-age=31536000, immutable');
  });

  it('manifests, remote entries, the site config and pages are revalidated', () => {
    for (const path of ['/v1/mf-manifest.json', '/v1/remoteEntry.js', '/env-config/local/bd01.json', '/index.html'])
      expect(cacheControlFor(path)).toBe('no-cache');
  });

  it('the service worker script is revalidated on every check, so a new host build is picked up', () => {
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/offline.js')).toBe('no-cache');
  });

  it('web app manifests go out as application/manifest+json', () => {
    expect(contentTypeFor('/manifest.bn_BD.webmanifest')).toBe('application/manifest+json; charset=utf-8');
  });

  it('remote assets may be read by the host origins only', () => {
    const allowed = ['http://127.0.0.1:3000'];
    expect(corsHeaders('http://127.0.0.1:3000', allowed)['Access-Control-Allow-Origin']).toBe('http://127.0.0.1:3000');
    expect(corsHeaders('http://evil.example', allowed)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(corsHeaders(undefined, allowed)['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('the CSP allows exactly the site origin, its remotes, the API and the socket host', () => {
    const csp = contentSecurityPolicy({
      self: 'http://127.0.0.1:3000',
      remotes: ['http://127.0.0.1:3001'],
      api: 'http://127.0.0.1:4000',
      socket: 'ws://127.0.0.1:6001',
    });
    expect(csp).toContain('script-src http://127.0.0.1:3000 http://127.0.0.1:3001;');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('connect-src http://127.0.0.1:3000 http://127.0.0.1:3001 http://127.0.0.1:4000 ws://127.0.0.1:6001');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // The host's own service worker and manifest, nothing else.
    // Images and game windows are on the site's origin: the API's own origin (whatever port it has) is never one.
    expect(csp).toContain('img-src http://127.0.0.1:3000 data: blob:;');
    expect(csp).toContain('frame-src http://127.0.0.1:3000;');
    expect(csp).toContain('worker-src http://127.0.0.1:3000;');
    expect(csp).toContain('manifest-src http://127.0.0.1:3000;');
  });

  it("style elements only by the response's nonce, no 'unsafe-inline' for them; style attributes stay", () => {
    const sources = { self: 'http://127.0.0.1:3000', remotes: ['http://127.0.0.1:3001'], api: 'http://127.0.0.1:4000', socket: 'ws://127.0.0.1:6001' };
    const page = contentSecurityPolicy(sources, byNonce('bm9uY2Vub25jZW5vbmNlMQ=='));
    expect(page).toContain("style-src http://127.0.0.1:3000 http://127.0.0.1:3001 'nonce-bm9uY2Vub25jZW5vbmNlMQ==';");
    expect(page).toContain("style-src-attr 'unsafe-inline';");
    expect(page).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    // A file served as built (offline.html) has no nonce: its own <style> stays allowed.
    expect(contentSecurityPolicy(sources)).toContain("style-src http://127.0.0.1:3000 http://127.0.0.1:3001 'unsafe-inline'");
  });

  it('a kept page runs its inline scripts by their hashes and its style elements by the nonce it was rendered with', () => {
    const sources = { self: 'http://127.0.0.1:3000', remotes: ['http://127.0.0.1:3001'], api: 'http://127.0.0.1:4000', socket: 'ws://127.0.0.1:6001' };
    const kept = contentSecurityPolicy(sources, { scripts: ["'sha256-AAAA'", "'sha256-BBBB'"], styles: ["'nonce-S3B0'"] });
    expect(kept).toContain("script-src 'sha256-AAAA' 'sha256-BBBB' http://127.0.0.1:3000 http://127.0.0.1:3001;");
    expect(kept).toContain("style-src http://127.0.0.1:3000 http://127.0.0.1:3001 'nonce-S3B0';");
    expect(kept).not.toMatch(/script-src[^;]*'nonce-/);
  });

  it('the site\'s pages keep their pop-ups with same-origin-allow-popups; a pop-up\'s landing page has no opener policy', () => {
    for (const path of ['/', '/gameHall/3', '/proxy', '/register', '/no/such/page']) expect(crossOriginOpenerFor(path)).toBe('same-origin-allow-popups');
    // The game, deposit and fast-payment windows land on /loading and go on to a page without a policy;
    // the fast-payment window goes on to the member window's Deposit.
    for (const path of ['/loading', '/close', '/authCallback', '/user', '/user/Deposit']) expect(crossOriginOpenerFor(path)).toBe('unsafe-none');
  });
});
