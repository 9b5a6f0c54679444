import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerDeps } from './deps';
import { findMemberById, type MemberRow } from './members';
import { randomToken, sha256 } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
  }
  interface FastifyRequest {
    /** Set by requireMember (and by getMember) for the authenticated member. */
    member: MemberRow | null;
    /** The client's address (core/net resolveClientIp): the proxied browser's, never a header's unless our proxy sent it. */
    clientIp: string;
  }
}

export interface SessionMeta {
  udid?: string | undefined;
  ip?: string | undefined;
  device?: string | undefined;
}

/** The token of a request: the `authorization` header, with or without `Bearer `. */
export function readToken(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  if (typeof raw !== 'string') return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return /^[0-9a-f]{16,128}$/i.test(token) ? token : null;
}

/** Creates a session and returns its opaque token (stored only as a hash). */
export function createSession(deps: ServerDeps, memberId: number, meta: SessionMeta = {}): string {
  const token = randomToken();
  const now = Date.now();
  deps.db
    .prepare(
      `INSERT INTO sessions (token_hash, member_id, udid, ip, device, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(sha256(token), memberId, meta.udid ?? null, meta.ip ?? null, meta.device ?? null, now, now + deps.config.sessionTtlMs);
  deps.db.prepare("UPDATE members SET last_login_at = datetime('now') WHERE id = ?").run(memberId);
  return token;
}

/** The member id of a live token, or null. */
export function memberIdForToken(deps: ServerDeps, token: string): number | null {
  const row = deps.db
    .prepare('SELECT member_id FROM sessions WHERE token_hash = ? AND revoked = 0 AND expires_at > ?')
    .get(sha256(token), Date.now()) as { member_id: number } | undefined;
  return row?.member_id ?? null;
}

export function revokeSession(deps: ServerDeps, token: string): void {
  deps.db.prepare('UPDATE sessions SET revoked = 1 WHERE token_hash = ?').run(sha256(token));
}

/** Other live sessions of the member opened from a different device than `udid`. */
export function otherDeviceSessions(deps: ServerDeps, memberId: number, udid: string | null): number {
  const row = deps.db
    .prepare(
      `SELECT COUNT(*) AS n FROM sessions
       WHERE member_id = ? AND revoked = 0 AND expires_at > ? AND (udid IS NOT ? OR udid IS NULL)`,
    )
    .get(memberId, Date.now(), udid) as { n: number };
  return row.n;
}

/** The member authenticated by the request's token, or null (no token, expired, revoked, disabled). */
export function getMember(deps: ServerDeps, request: FastifyRequest): MemberRow | null {
  const token = readToken(request);
  if (!token) return null;
  const id = memberIdForToken(deps, token);
  if (id === null) return null;
  const member = findMemberById(deps.db, id);
  if (!member || member.status === 'disabled') return null;
  request.member = member;
  return member;
}

function unauthorized(reply: FastifyReply) {
  return reply.code(401).send({ code: 401, message: 'Unauthenticated.', data: null });
}

const requireMemberHandler: preHandlerAsyncHookHandler = async function (request, reply) {
  const member = getMember(request.server.deps, request);
  if (!member) return unauthorized(reply);
};

/**
 * preHandler answering HTTP 401 unless the request carries a live member token; sets request.member.
 * Use as `preHandler: requireMember`, or `preHandler: requireMember(deps)`.
 */
export function requireMember(deps: ServerDeps): preHandlerAsyncHookHandler;
export function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
export function requireMember(
  a: ServerDeps | FastifyRequest,
  reply?: FastifyReply,
): preHandlerAsyncHookHandler | Promise<unknown> {
  if (reply === undefined) {
    const deps = a as ServerDeps;
    return async function (request, r) {
      const member = getMember(deps, request);
      if (!member) return unauthorized(r);
    };
  }
  return requireMemberHandler.call((a as FastifyRequest).server, a as FastifyRequest, reply) as Promise<unknown>;
}

/** The member set by requireMember; throws if used on a route without it. */
export function currentMember(request: FastifyRequest): MemberRow {
  if (!request.member) throw new Error('requireMember was not applied to this route');
  return request.member;
}
