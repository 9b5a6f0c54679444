import { PROXY_SECRET_HEADER } from '../src/core/net';
import { appliesTo } from '../src/core/test-faults';
import { serverForFile, startTestServer } from './helpers/start-server';

const fault = { delayMs: 0, status: 503 as const, pathPrefix: '/api/' };

describe('test-only API faults (pages still render while the API is slow or down)', () => {
  test('a fault covers its prefix, never the health check nor the test routes', () => {
    expect(appliesTo(fault, '/api/arks/web/site/detail')).toBe(true);
    expect(appliesTo(fault, '/api/health')).toBe(false);
    expect(appliesTo(fault, '/__test/fault')).toBe(false);
    expect(appliesTo({ ...fault, pathPrefix: '/api/arks/web/game' }, '/api/arks/web/site/detail')).toBe(
      false,
    );
    expect(appliesTo(null, '/api/arks/web/site/detail')).toBe(false);
  });

  describe('on a running server', () => {
    const s = serverForFile({ env: { PROXY_SECRET: 'proxy-secret-for-test' } });
    const setFault = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${s.baseUrl}/__test/fault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    test('503 until cleared; the health check keeps answering', async () => {
      expect((await setFault({ delay_ms: 0, status: 503 })).status).toBe(200);
      expect((await fetch(`${s.baseUrl}/api/arks/web/site/detail`, { method: 'POST' })).status).toBe(503);
      expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
      await fetch(`${s.baseUrl}/__test/fault`, { method: 'DELETE' });
      expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
      expect((await fetch(`${s.baseUrl}/api/arks/web/site/detail`, { method: 'POST' })).status).not.toBe(503);
    });

    test('a delay holds the call that long, then it answers normally', async () => {
      await setFault({ delay_ms: 400, status: 0 });
      const t0 = Date.now();
      const res = await fetch(`${s.baseUrl}/api/nothing-here`, { method: 'GET' });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(390);
      expect(res.status).toBe(404);
      await fetch(`${s.baseUrl}/__test/fault`, { method: 'DELETE' });
    });

    test('a relayed caller cannot set a fault; out-of-range values are refused', async () => {
      expect(
        (
          await setFault(
            { delay_ms: 0, status: 503 },
            { 'x-forwarded-for': '127.0.0.1', [PROXY_SECRET_HEADER]: 'proxy-secret-for-test' },
          )
        ).status,
      ).toBe(404);
      // Bad input answers a code (HTTP 200, core/errors.ts), and sets no fault.
      for (const bad of [
        { delay_ms: 60_000, status: 0 },
        { delay_ms: 0, status: 200 },
      ]) {
        expect(((await (await setFault(bad)).json()) as { code: number }).code).not.toBe(100);
      }
      expect((await fetch(`${s.baseUrl}/api/arks/web/site/detail`, { method: 'POST' })).status).not.toBe(503);
    });
  });

  test('without TEST_ROUTES there is no fault route', async () => {
    const s = await startTestServer({ env: { TEST_ROUTES: '0' } });
    try {
      expect(
        (
          await fetch(`${s.baseUrl}/__test/fault`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"delay_ms":0,"status":503}',
          })
        ).status,
      ).toBe(404);
    } finally {
      await s.stop();
    }
  }, 30_000);
});
