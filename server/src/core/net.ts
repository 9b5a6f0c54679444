import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from './deps';

export function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** The client IP: the socket address (the server binds to loopback; no proxy headers trusted). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
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
