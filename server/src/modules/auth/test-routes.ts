import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { peekCaptcha } from '../../core/captcha';
import type { ServerDeps } from '../../core/deps';
import { encryptHandoff } from '../../core/handoff';
import { findMemberById } from '../../core/members';
import { isLocalCaller } from '../../core/net';
import { fail, ok } from '../../core/reply';
import { createSession } from '../../core/session';
import { Str } from './schemas';

const HANDOFF_TTL_MS = 5 * 60_000;

/**
 * Loopback-only helpers for tests and e2e (config.testRoutes): captcha answers, the last SMS
 * code of a phone, and minting an encrypted hand-off value.
 */
export function testRoutes(app: FastifyInstance, deps: ServerDeps): void {
  if (!deps.config.testRoutes) return;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return reply.code(404).send(fail(404, 'Not found'));
  };
  const opts = (schema: Record<string, unknown>) => ({ preHandler: guard, schema: { hide: true, ...schema } });

  app.get('/__test/captcha/:token', opts({ params: Type.Object({ token: Str(128) }) }), async (request) => {
    const answer = peekCaptcha(deps.db, (request.params as { token: string }).token);
    return answer === null ? fail(101, 'No such captcha') : ok({ answer });
  });

  app.get('/__test/sms', opts({ querystring: Type.Object({ phone: Str(32) }) }), async (request) => {
    const row = deps.db
      .prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
      .get((request.query as { phone: string }).phone) as { code: string } | undefined;
    return row ? ok({ code: row.code }) : fail(101, 'No code sent to this phone');
  });

  app.post('/__test/handoff', opts({ body: Type.Object({ member_id: Type.Integer() }) }), async (request) => {
    const member = findMemberById(deps.db, (request.body as { member_id: number }).member_id);
    if (!member) return fail(101, 'No such member');
    const tk = `Bearer ${createSession(deps, member.id, { device: 'handoff' })}`;
    const enc = encryptHandoff(deps.config.handoffKey, {
      tk,
      member_id: member.id,
      member_account: member.member_account,
      member_currency: member.member_currency,
      exp: Date.now() + HANDOFF_TTL_MS,
    });
    return ok({ enc, tk });
  });
}
