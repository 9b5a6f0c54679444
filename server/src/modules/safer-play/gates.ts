import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SAFER_PLAY_CODES } from '@mfp/shared/safer-play';
import { nowMs } from '../../core/clock';
import type { ServerDeps } from '../../core/deps';
import { fail, ok, type ApiReply } from '../../core/reply';
import { MAIN_WALLET } from '../member/wallet';
import { depositRefusal, isSelfExcluded, lossRefusal } from './refusals';

type Gate = (deps: ServerDeps, request: FastifyRequest) => ApiReply | null;

const body = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

const excludedMember = (deps: ServerDeps, memberId: unknown): boolean =>
  typeof memberId === 'number' && isSelfExcluded(deps.db, memberId, nowMs(deps));

/**
 * The calls safer play refuses, by route: each runs after the route's own member check and
 * body validation, before its handler, so the route's code stays as it was and the rule lives here once.
 */
export const SAFER_PLAY_GATES: Readonly<Record<string, Gate>> = {
  // A deposit above the remaining allowance of the deposit limits.
  'POST /api/arks/web/member-center/deposit': (deps, req) =>
    req.member ? depositRefusal(deps.db, req.member.id, req.member.member_currency, Number(body(req).amount), nowMs(deps)) : null,
  // A game start while a loss limit is reached.
  'POST /api/member/game/play1': (deps, req) =>
    req.member ? lossRefusal(deps.db, req.member.id, req.member.member_currency, nowMs(deps)) : null,
  // A transfer into a provider wallet while a loss limit is reached (out of one stays open).
  'POST /api/arks/web/member-center/transfer': (deps, req) =>
    req.member && body(req).to_wallet !== MAIN_WALLET ? lossRefusal(deps.db, req.member.id, req.member.member_currency, nowMs(deps)) : null,
  // Self-exclusion stops letters, red envelopes and promotions.
  'POST /console/letter': (deps, req) =>
    excludedMember(deps, body(req).member_id) ? fail(SAFER_PLAY_CODES.selfExcluded, 'The member is self-excluded: no letters') : null,
  'POST /api/arks/web/activity/red_envelope': (deps, req) =>
    req.member && excludedMember(deps, req.member.id) ? fail(SAFER_PLAY_CODES.selfExcluded, 'Self-excluded: no red envelopes') : null,
  'POST /api/arks/web/activity/red_envelope_promotion': (deps, req) => (req.member && excludedMember(deps, req.member.id) ? ok(null) : null),
  'POST /api/arks/web/bulletin/member': (deps, req) => (req.member && excludedMember(deps, req.member.id) ? ok({ list: [] }) : null),
};

/** Installs the gates as one preHandler hook on the app. */
export function installSaferPlayGates(app: FastifyInstance, deps: ServerDeps): void {
  app.addHook('preHandler', async (request, reply) => {
    const gate = SAFER_PLAY_GATES[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!gate) return;
    const refusal = gate(deps, request);
    if (refusal) return reply.send(refusal);
  });
}
