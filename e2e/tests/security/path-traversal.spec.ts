import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { escapePaths, traversalPaths } from '../../security/path-traversal';
import { PORT_BASE } from '../../support/remotes';

/** The host's prefixes that reach the backend or the file system (tooling/cdn/origins.ts, serve-site.ts). */
const PROXIED = ['/api/', '/broadcasting/', '/clientCaptcha/', '/check_iframe/', '/get_info_data/', '/sim/', '/assets/'];
const STATIC = ['/env-config/', '/static/', '/'];
const TARGETS = [
  { method: 'POST', target: '__test/handoff', body: '{"member_id":10002}' },
  { method: 'GET', target: '__test/captcha/abc', body: '' },
  { method: 'POST', target: 'console/marquee', body: '{"content":"pwned"}' },
] as const;

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** One request with the path exactly as written (fetch and Playwright would normalise it first). */
function send(method: string, path: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT_BASE, method, path, headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Refused by the host (400), not found (404), or the site's own page: never a backend route outside /api. */
function neverReachedBackend(a: Answer): boolean {
  if (a.status === 400 || a.status === 404) return !/"enc"|"answer"|Bad console token|loopback only/.test(a.body);
  return a.status === 200 && a.type.startsWith('text/html');
}

test.describe('security: crafted paths through the host', () => {
  for (const prefix of [...PROXIED, ...STATIC]) {
    test(`traversal forms under ${prefix} reach neither /__test nor /console`, async () => {
      const failures: string[] = [];
      for (const { method, target, body } of TARGETS) {
        for (const path of traversalPaths(prefix, target)) {
          const answer = await send(method, path, body);
          if (!neverReachedBackend(answer)) failures.push(`${method} ${path} -> ${answer.status} ${answer.body.slice(0, 80)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  test('scheme-relative and absolute targets are refused, not proxied elsewhere', async () => {
    for (const path of escapePaths(PORT_BASE + 1000, '__test/handoff')) {
      const answer = await send('POST', path, '{"member_id":10002}');
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
  });

  test('the proxy still serves the API, and a relayed request is not a loopback caller', async () => {
    const health = await send('GET', '/api/health', '');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ code: 100 });
    // A path the backend would route to a loopback-only route, were the proxy to forward it: refused.
    expect((await send('POST', '/api/../__test/handoff', '{"member_id":10002}')).status).toBe(400);
  });
});
