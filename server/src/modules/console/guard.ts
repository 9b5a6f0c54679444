import { timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { isLocalCaller } from '../../core/net';

export const CONSOLE_TOKEN_HEADER = 'x-console-token';

/** The console answers only callers on this machine (the real peer, never a relayed request) that present the console token. */
export function consoleAccess(local: boolean, header: unknown, token: string): 'ok' | 'not_loopback' | 'bad_token' {
  if (!local) return 'not_loopback';
  if (typeof header !== 'string') return 'bad_token';
  const a = Buffer.from(header);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'bad_token';
}

export function consoleGuard(token: string): onRequestAsyncHookHandler {
  return async (req, reply) => {
    const access = consoleAccess(isLocalCaller(req), req.headers[CONSOLE_TOKEN_HEADER], token);
    if (access === 'not_loopback') return reply.code(403).send({ code: 403, message: 'Console is loopback only', data: null });
    if (access === 'bad_token') return reply.code(401).send({ code: 401, message: 'Bad console token', data: null });
  };
}
