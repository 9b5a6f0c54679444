import type { FastifyRequest } from 'fastify';
import { isLocalCaller, PROXY_SECRET_HEADER, resolveClientIp } from '../src/core/net';
import { serverForFile } from './helpers/start-server';

const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest;

describe('client address (the backend trusts X-Forwarded-For only from its own proxy)', () => {
  const SECRET = 'per-run-proxy-secret';
  test('with the proxy secret, the address the proxy appended', () => {
    expect(resolveClientIp(req('127.0.0.1', { 'x-forwarded-for': '198.51.100.4', [PROXY_SECRET_HEADER]: SECRET }), SECRET)).toBe('198.51.100.4');
    // A client-sent X-Forwarded-For is kept by some proxies in front: only the last entry (ours) counts.
    expect(resolveClientIp(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.4', [PROXY_SECRET_HEADER]: SECRET }), SECRET)).toBe('198.51.100.4');
  });
  test.each([
    ['no secret header', { 'x-forwarded-for': '198.51.100.4' }],
    ['a wrong secret', { 'x-forwarded-for': '198.51.100.4', [PROXY_SECRET_HEADER]: 'guess' }],
    ['a secret of another length', { 'x-forwarded-for': '198.51.100.4', [PROXY_SECRET_HEADER]: SECRET + 'x' }],
  ])('with %s, the socket peer', (_name, headers) => {
    expect(resolveClientIp(req('10.0.0.9', headers), SECRET)).toBe('10.0.0.9');
  });
  test('without a configured secret no header is trusted', () => {
    expect(resolveClientIp(req('10.0.0.9', { 'x-forwarded-for': '127.0.0.1', [PROXY_SECRET_HEADER]: '' }), null)).toBe('10.0.0.9');
  });
  test('a forwarded value that is not an address falls back to the peer', () => {
    expect(resolveClientIp(req('127.0.0.1', { 'x-forwarded-for': 'localhost', [PROXY_SECRET_HEADER]: SECRET }), SECRET)).toBe('127.0.0.1');
  });
  test('a local caller is a loopback peer with no relay header', () => {
    expect(isLocalCaller(req('127.0.0.1'))).toBe(true);
    expect(isLocalCaller(req('::1'))).toBe(true);
    expect(isLocalCaller(req('10.0.0.9'))).toBe(false);
    for (const h of ['x-forwarded-for', 'forwarded', 'x-real-ip', PROXY_SECRET_HEADER]) expect(isLocalCaller(req('127.0.0.1', { [h]: '1.2.3.4' }))).toBe(false);
  });
});

describe('loopback-only test routes refuse relayed requests', () => {
  const s = serverForFile({ env: { PROXY_SECRET: 'proxy-secret-for-test' } });
  test('a direct loopback call reaches /__test; the same call relayed by the proxy is 404', async () => {
    const direct = await fetch(`${s.baseUrl}/__test/captcha/none`);
    expect(((await direct.json()) as { code: number }).code).toBe(101);
    const relayed = await fetch(`${s.baseUrl}/__test/captcha/none`, {
      headers: { 'x-forwarded-for': '127.0.0.1', [PROXY_SECRET_HEADER]: 'proxy-secret-for-test' },
    });
    expect(relayed.status).toBe(404);
    const forged = await fetch(`${s.baseUrl}/__test/handoff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ member_id: 10002 }),
    });
    expect(forged.status).toBe(404);
  });
});
