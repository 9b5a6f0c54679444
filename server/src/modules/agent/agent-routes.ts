import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { Count, Currency, Page } from '../content/common-schemas';
import { langOf, siteSetting } from '../content/localize';
import { publishToMember } from '../member/wallet';
import { AGENT_CODES } from './codes';

const BASE = '/api/arks/web/agent';

/** onRequest hook after requireMember: the member must be an active agent (code 303 otherwise). */
export function requireActiveAgent(deps: ServerDeps): onRequestAsyncHookHandler {
  const auth = requireMember(deps);
  return async function (req, reply) {
    await auth.call(this, req, reply);
    if (reply.sent) return;
    const m = req.member;
    if (!m || m.is_agent !== 1 || m.agent_active !== 1) return reply.send(fail(AGENT_CODES.notActiveAgent, 'Not an active agent'));
  };
}

export function agentPublicRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(`${BASE}/plan`, { schema: { tags: ['agent'], body: Type.Object({ currency: Type.Optional(Currency) }) } }, async (req) => {
    const currency = (req.body.currency ?? 'BDT').toUpperCase();
    const list = deps.db.prepare('SELECT level, min_active_members, min_profit, commission_rate FROM agent_plans WHERE currency = ? ORDER BY level').all(currency);
    return ok({ currency, list });
  });

  r.post(`${BASE}/agreement`, { schema: { tags: ['agent'] } }, async (req) => {
    const agreement = siteSetting<Record<string, string>>(deps, 'agent_agreement', {});
    return ok({ content: agreement[langOf(req)] ?? agreement.en_US ?? '' });
  });

  r.post(`${BASE}/apply`, {
    onRequest: requireMember(deps),
    schema: { tags: ['agent'], body: Type.Object({ contact: Type.Optional(Type.String({ maxLength: 100 })), note: Type.Optional(Type.String({ maxLength: 500 })) }) },
  }, async (req) => {
    const member = currentMember(req);
    if (member.is_agent === 1 && member.agent_active === 1) return fail(AGENT_CODES.alreadyAgent, 'Already an agent');
    const pending = deps.db.prepare('SELECT id FROM agent_applications WHERE member_id = ? AND status = 0').get(member.id);
    if (pending || member.is_agent === 1) return fail(AGENT_CODES.applicationPending, 'Your application is being reviewed');
    const id = Number(
      deps.db.prepare('INSERT INTO agent_applications (member_id, status, contact, note, created_at) VALUES (?, 0, ?, ?, ?)')
        .run(member.id, req.body.contact ?? '', req.body.note ?? '', new Date().toISOString()).lastInsertRowid,
    );
    // An applicant becomes an inactive agent until the operator approves (console /console/agent/approve).
    deps.db.prepare("UPDATE members SET is_agent = 1, agent_active = 0, member_type = 2, agent_type = 1, agent_level = 1, updated_at = datetime('now') WHERE id = ?").run(member.id);
    await publishToMember(deps, member.id, REALTIME_EVENTS.profileUpdated, { fields: ['is_agent'], is_agent: 1, agent_active: 0 });
    return ok({ application_id: id, status: 0 });
  });
}

export const pageOf = (b: { page?: number; count?: number }) => {
  const count = b.count ?? 20;
  return { limit: count, offset: ((b.page ?? 1) - 1) * count };
};
export const PagingBody = { page: Type.Optional(Page), count: Type.Optional(Count) };
