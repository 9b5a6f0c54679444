import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { Id } from '../content/common-schemas';
import { RED_ENVELOPE_CODES } from './codes';
import { addMainCash, money, publishMemberCash } from './wallet';

interface EnvelopeRow { id: number; title: string; currency: string | null; min_cash: number; max_cash: number; start_at: string; end_at: string }

/** The envelope a member can claim now, if any. */
export function claimableEnvelope(deps: ServerDeps, memberId: number, currency: string, id?: number): EnvelopeRow | undefined {
  const now = new Date().toISOString();
  return deps.db
    .prepare(
      `SELECT * FROM red_envelopes e WHERE e.is_active = 1 AND e.start_at <= ? AND e.end_at > ? AND (e.currency IS NULL OR e.currency = ?)
         AND (? IS NULL OR e.id = ?)
         AND NOT EXISTS (SELECT 1 FROM red_envelope_claims c WHERE c.envelope_id = e.id AND c.member_id = ?)
       ORDER BY e.end_at LIMIT 1`,
    )
    .get(now, now, currency, id ?? null, id ?? null, memberId) as EnvelopeRow | undefined;
}

export function redEnvelopeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/arks/web/activity/red_envelope_promotion', { onRequest: auth, schema: { tags: ['member'] } }, async (req) => {
    const member = currentMember(req);
    const e = claimableEnvelope(deps, member.id, member.member_currency);
    return ok(e ? { id: e.id, title: e.title, end_at: e.end_at } : null);
  });

  r.post('/api/arks/web/activity/red_envelope', { onRequest: auth, schema: { tags: ['member'], body: Type.Object({ id: Id }) } }, async (req) => {
    const member = currentMember(req);
    const e = claimableEnvelope(deps, member.id, member.member_currency, req.body.id);
    if (!e) return fail(RED_ENVELOPE_CODES.unavailable, 'This red envelope is no longer available');
    const cash = money(randomInt(Math.round(e.min_cash * 100), Math.round(e.max_cash * 100) + 1) / 100);
    deps.db.transaction(() => {
      deps.db.prepare('INSERT INTO red_envelope_claims (envelope_id, member_id, cash, created_at) VALUES (?, ?, ?, ?)').run(e.id, member.id, cash, new Date().toISOString());
      addMainCash(deps.db, member.id, cash);
    })();
    await publishMemberCash(deps, member.id);
    return ok({ id: e.id, cash });
  });
}
