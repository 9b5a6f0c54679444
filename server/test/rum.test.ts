import { randomBytes } from 'node:crypto';
import { RUM_MAX_BODY_BYTES, RUM_SESSIONS_PER_CLIENT, type RumBeacon, type RumVersionStats } from '@mfp/shared/contracts';
import { sessionSignature } from '@mfp/shared/node/site-session';
import { serverForFile, startTestServer } from './helpers/start-server';

// The real-user monitoring collector stores the host's beacons; bad JSON, an oversized body,
// a foreign origin, a wrong shape and a flood from one address are refused with their code and never stored.
// Only sessions the site issued count (the host server's signed session cookie), and one client's
// sessions are capped, so a script choosing session ids can neither force nor mask a rollback.

const SITE = 'http://127.0.0.1:3000';
const LIMIT = 8;
const KEY = randomBytes(32).toString('hex');
const s = serverForFile({ env: { CORS_ORIGINS: SITE, LIMIT_RUM_PER_IP_MINUTE: String(LIMIT), MFP_SESSION_KEY: KEY } });

/** The cookies of session `id` as the host server issues them (signed with the run's key). */
const issuedCookie = (id: string, key = KEY) => `mfp_sid=${id}; mfp_sig=${sessionSignature(key, id)}`;

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

/** Posts a beacon as the page does: from the site origin, with the cookies of the session it names (when it names one). */
const send = (body: string, headers: Record<string, string> = {}, baseUrl = s.baseUrl) => {
  const sessionId = /"sessionId":"([A-Za-z0-9-]+)"/.exec(body)?.[1];
  return fetch(`${baseUrl}/api/rum`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8', cookie: issuedCookie(sessionId ?? 'session-of-the-page'), ...headers },
    body,
  });
};
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
    'a session id the client made up (no signature)',
    () => send(JSON.stringify(beacon('forged-session-1', 'v1', false)), { cookie: 'mfp_sid=forged-session-1' }),
    403,
    'unissued_session',
  ],
  [
    'a forged signature',
    () => send(JSON.stringify(beacon('forged-session-2', 'v1', false)), { cookie: `mfp_sid=forged-session-2; mfp_sig=${'A'.repeat(43)}` }),
    403,
    'unissued_session',
  ],
  [
    'a session signed with another key',
    () => send(JSON.stringify(beacon('forged-session-3', 'v1', false)), { cookie: issuedCookie('forged-session-3', 'another-key-'.repeat(4)) }),
    403,
    'unissued_session',
  ],
  [
    "an issued session's cookie with a beacon naming another session",
    () => send(JSON.stringify(beacon('forged-session-4', 'v1', false)), { cookie: issuedCookie('issued-session-5') }),
    403,
    'unissued_session',
  ],
  [
    'no session cookie at all',
    () => send(JSON.stringify(beacon('forged-session-6', 'v1', false)), { cookie: '' }),
    403,
    'unissued_session',
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
      clients: 1,
      p75Lcp: 3000,
      p75Inp: 50,
    },
    {
      remote: 'mfe_games',
      version: 'v2',
      sessions: 2,
      errorSessions: 1,
      errorRate: 0.5,
      clients: 1,
      p75Lcp: 5000,
      p75Inp: 50,
    },
  ]);
  const relayed = await fetch(`${s.baseUrl}/api/rum/summary`, {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(relayed.status).toBe(403);
});

describe('one client against the rollback (a script posting as many issued sessions as it can get)', () => {
  const PROXY_SECRET = 'rum-test-proxy-secret';
  let flood: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    flood = await startTestServer({ env: { CORS_ORIGINS: SITE, MFP_SESSION_KEY: KEY, PROXY_SECRET, LIMIT_RUM_PER_IP_MINUTE: '1000' } });
  }, 60_000);
  afterAll(() => flood.stop());

  /** A beacon relayed by the host's proxy for the address `ip` (the collector trusts X-Forwarded-For with the secret). */
  const sendFrom = (ip: string, b: RumBeacon) =>
    send(JSON.stringify(b), { 'x-forwarded-for': ip, 'x-mfp-proxy': PROXY_SECRET }, flood.baseUrl);
  const summary = async (perClient?: number) =>
    ((await (await fetch(`${flood.baseUrl}/api/rum/summary${perClient ? `?per_client=${perClient}` : ''}`)).json()) as { data: RumVersionStats[] }).data;
  const canaryOf = (stats: RumVersionStats[]) => stats.find((x) => x.version === 'canary');

  test(`53 sessions in a minute from one client count as ${RUM_SESSIONS_PER_CLIENT} sessions of 1 client, short of the 50 a rollback needs`, async () => {
    for (let i = 0; i < 53; i += 1) expect((await sendFrom('198.51.100.7', beacon(`flood-session-${i}`, 'canary', true))).status).toBe(204);
    expect(canaryOf(await summary())).toMatchObject({ sessions: RUM_SESSIONS_PER_CLIENT, errorSessions: RUM_SESSIONS_PER_CLIENT, clients: 1 });
    // The same client over its IPv6 /64 is still one client.
    for (let i = 0; i < 10; i += 1) expect((await sendFrom(`2001:db8:7:7::${i + 1}`, beacon(`flood-v6-${i}`, 'canary', true))).status).toBe(204);
    expect(canaryOf(await summary())).toMatchObject({ sessions: 2 * RUM_SESSIONS_PER_CLIENT, clients: 2 });
    // Without the cap the flood would have been 63 sessions: the summary's per_client knob shows what it capped.
    expect(canaryOf(await summary(1000))).toMatchObject({ sessions: 63, clients: 2 });
  }, 60_000);

  test("nor can one client mask a broken canary: its healthy sessions weigh as few as anyone's", async () => {
    for (let i = 0; i < 12; i += 1) expect((await sendFrom(`203.0.113.${i + 1}`, beacon(`player-session-${i}`, 'masked', true))).status).toBe(204);
    for (let i = 0; i < 50; i += 1) expect((await sendFrom('198.51.100.8', beacon(`mask-session-${i}`, 'masked', false))).status).toBe(204);
    const masked = (await summary()).find((x) => x.version === 'masked');
    expect(masked).toMatchObject({ sessions: 12 + RUM_SESSIONS_PER_CLIENT, errorSessions: 12, clients: 13 });
    expect(masked!.errorRate).toBeGreaterThan(0.7);
  }, 60_000);

  test('a forged session id is never stored, so never counted', async () => {
    const before = (await summary()).reduce((n, x) => n + x.sessions, 0);
    for (let i = 0; i < 5; i += 1) {
      const res = await send(JSON.stringify(beacon(`made-up-${i}`, 'canary', true)), { cookie: `mfp_sid=made-up-${i}`, 'x-forwarded-for': `192.0.2.${i + 1}`, 'x-mfp-proxy': PROXY_SECRET }, flood.baseUrl);
      expect(res.status).toBe(403);
    }
    expect((await summary()).reduce((n, x) => n + x.sessions, 0)).toBe(before);
  });
});

test('without a session key (the backend run alone) no session is the site\'s: every beacon is refused', async () => {
  const bare = await startTestServer({ env: { CORS_ORIGINS: SITE } });
  try {
    const res = await send(JSON.stringify(beacon('session-nokey', 'v1', false)), {}, bare.baseUrl);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('unissued_session');
  } finally {
    await bare.stop();
  }
}, 60_000);
