import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from './deps';

/** The header by which the host's proxy proves a request came through it (its value is the per-run proxy secret). */
export const PROXY_SECRET_HEADER = 'x-mfp-proxy';

/** Headers that say a request was relayed: a relayed request is never treated as coming from this machine. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', PROXY_SECRET_HEADER] as const;

export function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The socket peer: the only address nobody can forge with a header. */
export function peerAddress(request: FastifyRequest): string {
  return request.socket.remoteAddress ?? '';
}

/** True when the caller is a process of this machine talking to the API directly, not a browser relayed by a proxy. */
export function isLocalCaller(request: FastifyRequest): boolean {
  return isLoopback(peerAddress(request)) && !FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
}

/**
 * The client's address: X-Forwarded-For (its last entry, the one our proxy appended) only when the request
 * carries our proxy's secret; otherwise the socket peer. Without a configured secret no header is trusted.
 */
export function resolveClientIp(request: FastifyRequest, proxySecret: string | null): string {
  const peer = peerAddress(request);
  if (!proxySecret || !sameSecret(request.headers[PROXY_SECRET_HEADER], proxySecret)) return peer;
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim() ?? '';
  return isIP(last) ? last : peer;
}

/** The client IP every rate limit, IP rule and session record uses (set once per request by the app's onRequest hook). */
export function clientIp(request: FastifyRequest): string {
  return request.clientIp;
}

/** The login code an IP rule assigns (106 or 201-203), or null. */
export function ipRuleCode(deps: ServerDeps, ip: string): number | null {
  const row = deps.db.prepare('SELECT login_code FROM ip_rules WHERE ip = ?').get(ip) as { login_code: number } | undefined;
  return row?.login_code ?? null;
}

/** The login code of an IP rule on the socket address or on the remote_addr the client reports. */
export function ipLoginCode(deps: ServerDeps, ip: string, remoteAddr: string | undefined): number | null {
  return ipRuleCode(deps, ip) ?? (remoteAddr ? ipRuleCode(deps, remoteAddr) : null);
}
