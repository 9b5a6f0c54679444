import { login } from './helpers/auth-client';
import { serverForFile, startTestServer } from './helpers/start-server';

// The API allows exactly the site's origins (CORS_ORIGINS), with credentials only for them;
// any other origin gets no CORS header at all, so a page there can read neither a login reply nor its token.

const SITE = 'http://127.0.0.1:3000';
const SITE_LOCALHOST = 'http://localhost:3000';
const FOREIGN = ['http://evil.example', 'http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'null', `${SITE}.evil.example`];

const s = serverForFile({ env: { CORS_ORIGINS: ` ${SITE}, ${SITE_LOCALHOST}/ ` } });

const corsHeaders = (headers: Headers) => {
  const names: string[] = [];
  headers.forEach((_value, name) => names.push(name));
  return names.filter((name) => name.startsWith('access-control-'));
};
const preflight = (origin: string) =>
  fetch(`${s.baseUrl}/api/login`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-login-header' },
  });

test('the configured origins are read from CORS_ORIGINS (trimmed, no trailing slash)', () => {
  expect(s.config.corsOrigins).toEqual([SITE, SITE_LOCALHOST]);
});

test.each([SITE, SITE_LOCALHOST])('the site origin %s may read a login reply, its token header, with credentials', async (origin) => {
  const res = await login(s.baseUrl, 'demobdt01', 'Passw0rd', {}, { origin });
  expect(res.body.code).toBe(100);
  expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  expect(res.headers.get('access-control-expose-headers')).toBe('authorization');
  const pre = await preflight(origin);
  expect(pre.status).toBe(204);
  expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
  expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
});

test.each(FOREIGN)('a page on %s gets no CORS header on a login reply (not even a successful one) nor on the preflight', async (origin) => {
  const res = await login(s.baseUrl, 'demousd01', 'Passw0rd', {}, { origin });
  expect(corsHeaders(res.headers)).toEqual([]);
  const pre = await preflight(origin);
  expect(corsHeaders(pre.headers)).toEqual([]);
});

test('without CORS_ORIGINS no origin is allowed at all', async () => {
  const bare = await startTestServer();
  try {
    expect(bare.config.corsOrigins).toEqual([]);
    const res = await fetch(`${bare.baseUrl}/api/health`, { headers: { origin: SITE } });
    expect(corsHeaders(res.headers)).toEqual([]);
  } finally {
    await bare.stop();
  }
});
