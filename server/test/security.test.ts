import { loginToken } from './helpers/auth-client';
import { post, serverForFile, startTestServer } from './helpers/start-server';

const s = serverForFile();

const ROUTES = [
  '/api/login', '/api/login/double_validation', '/api/login/double_validation/skip', '/api/logout', '/api/captcha',
  '/api/arks/web/vx/verify', '/api/arks/web/vx/reset', '/api/arks/web/register-settings',
  '/api/arks/web/register-settings/service-agreement', '/api/register/verification', '/api/register', '/api/register/sms',
  '/api/register/valid_message', '/api/arks/web/check-agent-domain', '/get_info_data', '/check_iframe',
];
const BIG = 'x'.repeat(100 * 1024);
const SQL = "' OR 1=1; DROP TABLE members; --";
const SCRIPT = '<script>alert(1)</script>';
const FIELDS = ['account', 'password', 'answer', 'captcha_token', 'member_login_id', 'withdraw_password', 'token', 'memberAccount',
  'memberName', 'memberEmail', 'introducer', 'member_phone', 'recommend_code', 'agent_id', 'host', 'enc', 'url', 'site_id', 'type'];
const fill = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const BODIES: [string, unknown][] = [
  ['missing fields', {}],
  ['wrong types (objects)', fill({ nested: [1, 2] })],
  ['wrong types (arrays)', fill([1, 2, 3])],
  ['booleans', fill(true)],
  ['100 kB strings', fill(BIG)],
  ['SQL injection', fill(SQL)],
  ['script injection', fill(SCRIPT)],
  ['malformed JSON', '{"account": '],
  ['JSON array', '[1,2,3]'],
  ['null', 'null'],
];

describe.each(BODIES)('bad input: %s', (_name, body) => {
  test.each(ROUTES)('%s answers a code, never a 500', async (route) => {
    const res = await post(s.baseUrl, route, body);
    expect(res.status).toBe(200);
    expect(typeof res.body.code).toBe('number');
    // Calls that need a member, an answer or a secret never succeed on junk.
    if (/login|vx|get_info_data|\/register$/.test(route)) expect(res.body.code).not.toBe(100);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

test('harmless routes still accept an empty body', async () => {
  expect((await post(s.baseUrl, '/api/logout', '')).body.code).toBe(100);
  expect((await post(s.baseUrl, '/api/arks/web/register-settings', '')).body.code).toBe(100);
});

test('injection strings are stored as data, never run', async () => {
  const members = s.deps.db.prepare('SELECT COUNT(*) n FROM members').get() as { n: number };
  expect(members.n).toBeGreaterThanOrEqual(10);
  expect((await post(s.baseUrl, '/api/register/verification', { member_currency: 'USD', member_account: SQL })).body.code).toBe(201);
  expect((s.deps.db.prepare('SELECT COUNT(*) n FROM members').get() as { n: number }).n).toBe(members.n);
});

test('tokens: Bearer or bare are accepted, a forged one is not', async () => {
  const token = await loginToken(s.baseUrl, 'demobdt01');
  const bare = token.replace(/^Bearer /, '');
  const auth = (authorization: string) => post(s.baseUrl, '/api/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-member.10001' }, { authorization }).then((r) => r.status);
  expect(await auth(token)).toBe(200);
  expect(await auth(bare)).toBe(200);
  expect(await auth('Bearer ' + 'f'.repeat(64))).toBe(403);
  expect(await auth(`${SQL}`)).toBe(403);
});

test('passwords are stored as scrypt hashes', () => {
  const row = s.deps.db.prepare('SELECT password_hash, withdraw_password_hash FROM members WHERE id = 10001').get() as Record<string, string>;
  expect(row.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  expect(row.withdraw_password_hash).toMatch(/^scrypt\$/);
});

test('loopback test routes are hidden when TEST_ROUTES=0', async () => {
  const prod = await startTestServer({ env: { TEST_ROUTES: '0' } });
  try {
    const res = await fetch(`${prod.baseUrl}/__test/sms?phone=1`);
    expect(res.status).toBe(404);
  } finally {
    await prod.stop();
  }
});

test('unknown paths answer 404 in the reply shape', async () => {
  const res = await fetch(`${s.baseUrl}/api/nope`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { code: number }).code).toBe(404);
});

test('GET /api/health and GET /api/openapi.json', async () => {
  expect(await fetch(`${s.baseUrl}/api/health`).then((r) => r.json())).toEqual({ code: 100, message: 'success', data: { status: 'up' } });
  const doc = (await fetch(`${s.baseUrl}/api/openapi.json`).then((r) => r.json())) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/register', '/broadcasting/auth']));
});
