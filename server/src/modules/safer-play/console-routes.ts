import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { canReopen, SAFER_PLAY_CODES } from '@mfp/shared/safer-play';
import { nowMs } from '../../core/clock';
import type { ServerDeps } from '../../core/deps';
import { findMemberById } from '../../core/members';
import { fail, ok } from '../../core/reply';
import { consoleGuard } from '../console/guard';
import { limitsView } from './limit-routes';
import { breakOf } from './refusals';
import { breaksOf, iso, settingsOf } from './store';

const MemberId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NOT_FOUND = 101;

/** The operator's safer-play routes: read a member's limits, breaks and exclusions; reopen after the term. */
export function saferPlayConsoleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = consoleGuard(deps.config.consoleToken);

  r.post('/console/safer-play/member', { onRequest: guard, schema: { hide: true, body: Type.Object({ member_id: MemberId }) } }, async (req) => {
    const member = findMemberById(deps.db, req.body.member_id);
    if (!member) return fail(NOT_FOUND, 'Member not found');
    const now = nowMs(deps);
    const active = breakOf(deps.db, member.id, now);
    return ok({
      member_id: member.id,
      member_account: member.member_account,
      ...limitsView(deps.db, member.id, member.member_currency, now),
      settings: settingsOf(deps.db, member.id),
      active_break: active ? { kind: active.kind, ends_at: iso(active.endsAt) } : null,
      breaks: breaksOf(deps.db, member.id).map((b) => ({
        id: b.id,
        kind: b.kind,
        period: b.period,
        started_at: iso(b.startedAt),
        ends_at: iso(b.endsAt),
        reopened_at: b.reopenedAt === null ? null : iso(b.reopenedAt),
        reopened_by: b.reopenedBy,
      })),
    });
  });

  // On the member's request, once the term is over: recorded with who reopened and when.
  r.post('/console/safer-play/reopen', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ member_id: MemberId, operator: Type.String({ minLength: 1, maxLength: 64 }) }) },
  }, async (req) => {
    const member = findMemberById(deps.db, req.body.member_id);
    if (!member) return fail(NOT_FOUND, 'Member not found');
    const now = nowMs(deps);
    const exclusions = breaksOf(deps.db, member.id).filter((b) => b.kind === 'exclusion' && b.reopenedAt === null);
    if (exclusions.length === 0) return fail(SAFER_PLAY_CODES.notReopenable, 'The member has no self-exclusion to reopen');
    const stillRunning = exclusions.find((b) => !canReopen(b, now));
    if (stillRunning) return fail(SAFER_PLAY_CODES.notReopenable, `The self-exclusion runs until ${iso(stillRunning.endsAt)}`, { ends_at: iso(stillRunning.endsAt) });
    const at = iso(now);
    const operator = req.body.operator.trim();
    deps.db.prepare('UPDATE safer_breaks SET reopened_at = ?, reopened_by = ? WHERE member_id = ? AND kind = ? AND reopened_at IS NULL').run(at, operator, member.id, 'exclusion');
    return ok({ member_id: member.id, reopened_at: at, reopened_by: operator });
  });
}
