import { RUM_MAX_BODY_BYTES, type RumBeacon } from '@mfp/shared/contracts';
import { serverForFile } from './helpers/start-server';

// Issue 22 point 2: the real-user monitoring collector stores the host's beacons; bad JSON, an oversized body,
// a foreign origin, a wrong shape and a flood from one address are refused with their code and never stored.

const SITE = 'http://127.0.0.1:3000';
const LIMIT = 8;
const s = serverForFile({ env: { CORS_ORIGINS: SITE, LIMIT_RUM_PER_IP_MINUTE: String(LIMIT) } });

const beacon = (sessionId: string, version: string, failed: boolean, lcp = 1000, inp = 50): RumBeacon => ({
  v: 1,
  sessionId,
  views: [
    {
      path: '/games',
      at: Date.now(),
      remotes: [
        {
          remote: 'mfe_games',
          version,
          loadFailures: failed ? 1 : 0,
          renderErrors: 0,
          retries: failed ? 2 : 0,
        },
      ],
      vitals: { lcp, inp, cls: 0.01, ttfb: 100 },
    },
  ],
});

const send = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${s.baseUrl}/api/rum`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });
const stored = () => (s.deps.db.prepare('SELECT COUNT(*) AS n FROM rum_views').get() as { n: number }).n;
/** Each test starts with an empty store and a fresh per-IP allowance. */
beforeEach(() => {
  s.deps.db.exec(
    "DELETE FROM rum_views; DELETE FROM rum_remotes; DELETE FROM rate_limits WHERE key LIKE 'rum:%'",
  );
});

test('a well-formed beacon from the site origin is stored (as sendBeacon sends it: text/plain or JSON)', async () => {
  expect((await send(JSON.stringify(beacon('session-aaaa', 'v1', false)))).status).toBe(204);
  expect(
    (await send(JSON.stringify(beacon('session-bbbb', 'v1', true)), { 'content-type': 'application/json' }))
      .status,
  ).toBe(204);
  expect(stored()).toBe(2);
  const remotes = s.deps.db
    .prepare('SELECT remote, version, load_failures, retries FROM rum_remotes ORDER BY load_failures')
    .all();
  expect(remotes).toEqual([
    { remote: 'mfe_games', version: 'v1', load_failures: 0, retries: 0 },
    { remote: 'mfe_games', version: 'v1', load_failures: 1, retries: 2 },
  ]);
});

const refusals: [string, () => Promise<Response>, number, string][] = [
  ['bad JSON', () => send('{"v":1,'), 400, 'bad_json'],
  [
    'bad JSON sent as application/json',
    () => send('{not json', { 'content-type': 'application/json' }),
    400,
    'bad_json',
  ],
  [
    'a body over the limit',
    () => send(JSON.stringify({ pad: 'x'.repeat(RUM_MAX_BODY_BYTES) })),
    413,
    'too_large',
  ],
  [
    'a foreign origin',
    () => send(JSON.stringify(beacon('session-cccc', 'v1', false)), { origin: 'http://evil.example' }),
    403,
    'foreign_origin',
  ],
  [
    'the site origin over https',
    () => send(JSON.stringify(beacon('session-cccc', 'v1', false)), { origin: 'https://127.0.0.1:3000' }),
    403,
    'foreign_origin',
  ],
  [
    'no origin at all',
    () =>
      fetch(`${s.baseUrl}/api/rum`, {
        method: 'POST',
        body: JSON.stringify(beacon('session-cccc', 'v1', false)),
      }),
    403,
    'foreign_origin',
  ],
  [
    'a wrong shape',
    () => send(JSON.stringify({ ...beacon('session-dddd', 'v1', false), views: [{ path: '/x' }] })),
    422,
    'bad_schema',
  ],
  [
    'an unknown remote',
    () => send(JSON.stringify(beacon('session-dddd', 'v1', false)).replace('mfe_games', 'mfe_evil')),
    422,
    'bad_schema',
  ],
];

test.each(refusals)('%s is refused and not stored', async (_name, request, status, code) => {
  const res = await request();
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code: number; message: string };
  expect(body).toMatchObject({ code: status, message: code });
  expect(stored()).toBe(0);
});

test(`one address may send ${LIMIT} beacons a minute; the next is refused with 429 and not stored`, async () => {
  for (let i = 0; i < LIMIT; i += 1)
    expect((await send(JSON.stringify(beacon(`session-${i}0000`, 'v1', false)))).status).toBe(204);
  const res = await send(JSON.stringify(beacon('session-over', 'v1', false)));
  expect(res.status).toBe(429);
  expect(stored()).toBe(LIMIT);
});

test('the summary gives sessions, error rate and p75 LCP/INP per remote version, to local callers only', async () => {
  for (const [id, version, failed, lcp] of [
    ['session-s1', 'v1', false, 1000],
    ['session-s2', 'v1', false, 2000],
    ['session-s2', 'v1', false, 3000],
    ['session-s3', 'v2', true, 4000],
    ['session-s4', 'v2', false, 5000],
  ] as const) {
    expect((await send(JSON.stringify(beacon(id, version, failed, lcp)))).status).toBe(204);
  }
  const res = await fetch(`${s.baseUrl}/api/rum/summary`);
  const { data } = (await res.json()) as { data: unknown[] };
  expect(data).toEqual([
    {
      remote: 'mfe_games',
      version: 'v1',
      sessions: 2,
      errorSessions: 0,
      errorRate: 0,
      p75Lcp: 3000,
      p75Inp: 50,
    },
    {
      remote: 'mfe_games',
      version: 'v2',
      sessions: 2,
      errorSessions: 1,
      errorRate: 0.5,
      p75Lcp: 5000,
      p75Inp: 50,
    },
  ]);
  const relayed = await fetch(`${s.baseUrl}/api/rum/summary`, {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(relayed.status).toBe(403);
});
