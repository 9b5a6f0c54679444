import { expect, test } from '../../support/fixtures';

// Issue 22 tests: a beacon with bad JSON, a huge body or a foreign origin is refused by the collector, reached
// as the host page reaches it (same origin, through the host's proxy); a good one from the page is stored.
// Only the session the site issued to the page counts; a session id the page (or a script) makes up
// is refused, as is a beacon without the session's signed cookie.

const beacon = (sessionId: string) =>
  JSON.stringify({
    v: 1,
    sessionId,
    views: [
      {
        path: '/sponsor',
        at: Date.now(),
        remotes: [
          { remote: 'mfe_lobby', version: 'e2e-probe', loadFailures: 0, renderErrors: 0, retries: 0 },
        ],
        vitals: { ttfb: 10 },
      },
    ],
  });

test('the page origin may post a beacon; bad JSON, an oversized body and a wrong shape are refused with their codes', async ({
  page,
}) => {
  await page.goto('/sponsor');
  const post = (body: string) =>
    page.evaluate(async (b) => {
      const res = await fetch('/api/rum', {
        method: 'POST',
        body: b,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      return {
        status: res.status,
        body: res.status === 204 ? null : ((await res.json()) as { message: string }).message,
      };
    }, body);
  // The page's own session: the id the host server issued in its cookie (the page cannot read the signature).
  const issued = await page.evaluate(() => /(?:^|; )mfp_sid=([^;]+)/.exec(document.cookie)?.[1] ?? '');
  expect(issued).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(await post(beacon(issued))).toEqual({ status: 204, body: null });
  expect(await post(beacon('e2e-made-up-session'))).toEqual({ status: 403, body: 'unissued_session' });
  expect(await post('{"v":1,"sessionId":')).toEqual({ status: 400, body: 'bad_json' });
  expect(await post(JSON.stringify({ pad: 'x'.repeat(64 * 1024) }))).toEqual({
    status: 413,
    body: 'too_large',
  });
  expect(
    await post(JSON.stringify({ v: 1, sessionId: issued, views: [{ path: 'nope' }] })),
  ).toEqual({ status: 422, body: 'bad_schema' });
  // sendBeacon itself, as the host uses it: the browser queues it (the collector's answer is not visible to the page).
  expect(await page.evaluate((b) => navigator.sendBeacon('/api/rum', b), beacon(issued))).toBe(true);
});

test('a beacon without the session the site issued (a script posting from the site origin) is refused', async ({ request, baseURL }) => {
  const res = await request.post('/api/rum', {
    headers: { origin: new URL(baseURL!).origin, 'content-type': 'text/plain', cookie: 'mfp_sid=e2e-forged-session-1' },
    data: beacon('e2e-forged-session-1'),
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toBe('unissued_session');
});

test('a beacon from a foreign origin is refused', async ({ request }) => {
  const res = await request.post('/api/rum', {
    headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
    data: beacon('e2e-collector-evil'),
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toBe('foreign_origin');
});
