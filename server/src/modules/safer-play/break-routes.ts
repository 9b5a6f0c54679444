import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  activeBreak,
  exclusionEndsAt,
  isPeriodOf,
  SAFER_PLAY_CODES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  timeOutEndsAt,
} from '@mfp/shared/safer-play';
import { nowMs } from '../../core/clock';
import type { ServerDeps } from '../../core/deps';
import { verifyPasswordAsync } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { CHANNELS } from '../../realtime/channels';
import { REALTIME_EVENTS } from '../../realtime/events';
import { closeMemberSessions } from '../simulator/sessions';
import { SAFER_BASE } from './limit-routes';
import { breaksOf, insertBreak, iso } from './store';

export function breakRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${SAFER_BASE}/break`, {
    onRequest: auth,
    schema: {
      tags: ['safer-play'],
      body: Type.Object({
        kind: Type.Union([Type.Literal('timeout'), Type.Literal('exclusion')]),
        period: Type.String({ maxLength: 8 }),
        password: Type.String({ maxLength: 64 }),
      }),
    },
    config: { validationCode: SAFER_PLAY_CODES.invalidInput },
  }, async (req) => {
    const m = currentMember(req);
    const { kind, period, password } = req.body;
    const now = nowMs(deps);
    let endsAt: number;
    if (kind === 'timeout' && isPeriodOf(TIME_OUT_PERIODS, period)) endsAt = timeOutEndsAt(period, now);
    else if (kind === 'exclusion' && isPeriodOf(SELF_EXCLUSION_PERIODS, period)) endsAt = exclusionEndsAt(period, now);
    else return fail(SAFER_PLAY_CODES.invalidInput, 'Choose one of the offered periods', { field: 'period' });
    if (!(await verifyPasswordAsync(password, m.password_hash))) return fail(SAFER_PLAY_CODES.wrongPassword, 'The password is wrong', { field: 'password' });

    deps.db.transaction(() => {
      insertBreak(deps.db, m.id, kind, period, now, endsAt);
      // It starts at once: every session of the member ends, its games close.
      deps.db.prepare('UPDATE sessions SET revoked = 1 WHERE member_id = ?').run(m.id);
      closeMemberSessions(deps.db, m.id);
      deps.db.prepare('UPDATE members SET is_playing = 0 WHERE id = ?').run(m.id);
    })();
    // What holds now (a longer break already running keeps its end: a break is never shortened).
    const holding = activeBreak(breaksOf(deps.db, m.id), now);
    const ends = iso(holding?.endsAt ?? endsAt);
    const held = holding?.kind ?? kind;
    await deps.broadcaster.publish(CHANNELS.member(m.id), REALTIME_EVENTS.saferPlayBreak, { kind: held, ends_at: ends });
    return ok({ kind: held, ends_at: ends });
  });
}
