import { expect, test } from '../../support/fixtures';

// Issue 22 tests: a beacon with bad JSON, a huge body or a foreign origin is refused by the collector, reached
// as the host page reaches it (same origin, through the host's proxy); a good one from the page is stored.

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
  expect(await post(beacon('e2e-collector-ok'))).toEqual({ status: 204, body: null });
  expect(await post('{"v":1,"sessionId":')).toEqual({ status: 400, body: 'bad_json' });
  expect(await post(JSON.stringify({ pad: 'x'.repeat(64 * 1024) }))).toEqual({
    status: 413,
    body: 'too_large',
  });
  expect(
    await post(JSON.stringify({ v: 1, sessionId: 'e2e-collector-ok', views: [{ path: 'nope' }] })),
  ).toEqual({ status: 422, body: 'bad_schema' });
  // sendBeacon itself, as the host uses it: the browser queues it (the collector's answer is not visible to the page).
  expect(await page.evaluate((b) => navigator.sendBeacon('/api/rum', b), beacon('e2e-collector-sb'))).toBe(
    true,
  );
});

test('a beacon from a foreign origin is refused', async ({ request }) => {
  const res = await request.post('/api/rum', {
    headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
    data: beacon('e2e-collector-evil'),
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toBe('foreign_origin');
});
