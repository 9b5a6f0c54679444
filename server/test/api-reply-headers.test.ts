import { post, serverForFile } from './helpers/start-server';

// Every reply of the API says X-Content-Type-Options: nosniff, whatever sent it: a route, a refusal, an error
// handler, the 404 handler, the game simulator's HTML page or an asset. (The host's /api proxy adds it too:
// host-server/cdn/__tests__/site-server.test.ts.)

const s = serverForFile();

const sniffable = async (res: Promise<Response>) => (await res).headers.get('x-content-type-options');

test.each([
  ['a success', () => fetch(`${s.baseUrl}/api/health`)],
  ['the 404 of an unknown path', () => fetch(`${s.baseUrl}/api/no-such-call`)],
  ['malformed JSON (the error handler)', () => fetch(`${s.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
  ['a console refusal without its token', () => fetch(`${s.baseUrl}/console/marquee`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })],
  ['a RUM refusal of a foreign origin', () => fetch(`${s.baseUrl}/api/rum`, { method: 'POST', headers: { origin: 'http://evil.example' }, body: '{}' })],
  ['an SVG asset', () => fetch(`${s.baseUrl}/assets/content/1.svg`)],
  ['an unknown game page (HTML)', () => fetch(`${s.baseUrl}/sim/game/${'0'.repeat(32)}`)],
  ['a CORS preflight', () => fetch(`${s.baseUrl}/api/login`, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } })],
])('%s says X-Content-Type-Options: nosniff', async (_what, call) => {
  expect(await sniffable(call())).toBe('nosniff');
});

test('a captcha and a login reply say nosniff too', async () => {
  const captcha = await post(s.baseUrl, '/api/captcha', { type: 1, site_id: '1' });
  expect(captcha.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await sniffable(fetch(`${s.baseUrl}/api/get_login_header`))).toBe('nosniff');
});
