import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ACTIVITY_GRAINS,
  ACTIVITY_TIME_ZONE,
  activitySummary,
  isRealityCheckMinutes,
  netPosition,
  SAFER_PLAY_CODES,
  type ActivityGrain,
} from '@mfp/shared/safer-play';
import { nowMs } from '../../core/clock';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, readToken, requireMember } from '../../core/session';
import { sha256 } from '../../core/tokens';
import { CHANNELS } from '../../realtime/channels';
import { REALTIME_EVENTS } from '../../realtime/events';
import { SAFER_BASE } from './limit-routes';
import { betEntries, depositEntries, iso, settingsOf, withdrawalEntries } from './store';

/** How far back "My activity" reads. */
const ACTIVITY_DAYS = 400;
const HISTORY_ROWS = 100;

export function sessionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${SAFER_BASE}/reality-check`, {
    onRequest: auth,
    schema: { tags: ['safer-play'], body: Type.Object({ minutes: Type.Integer({ minimum: 0, maximum: 600 }), show_clock: Type.Union([Type.Literal(0), Type.Literal(1)]) }) },
    config: { validationCode: SAFER_PLAY_CODES.invalidInput },
  }, async (req) => {
    const m = currentMember(req);
    if (!isRealityCheckMinutes(req.body.minutes)) return fail(SAFER_PLAY_CODES.invalidInput, 'Choose one of the offered intervals', { field: 'minutes' });
    deps.db.prepare(
      `INSERT INTO safer_settings (member_id, reality_check_minutes, show_clock) VALUES (?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes, show_clock = excluded.show_clock`,
    ).run(m.id, req.body.minutes, req.body.show_clock);
    const settings = settingsOf(deps.db, m.id);
    // Every window of the member (the host owns the reminder and the clock) reads the new settings.
    await deps.broadcaster.publish(CHANNELS.member(m.id), REALTIME_EVENTS.saferPlaySettings, settings);
    return ok(settings);
  });

  r.post(`${SAFER_BASE}/session`, { onRequest: auth, schema: { tags: ['safer-play'] } }, async (req) => {
    const m = currentMember(req);
    const now = nowMs(deps);
    const token = readToken(req);
    const row = token ? (deps.db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').get(sha256(token)) as { created_at: number } | undefined) : undefined;
    const loginAt = row?.created_at ?? now;
    return ok({
      login_at: iso(loginAt),
      now: iso(now),
      ...settingsOf(deps.db, m.id),
      net_position: netPosition(betEntries(deps.db, m.id, loginAt - 1), loginAt, now),
      currency: m.member_currency,
    });
  });

  r.post(`${SAFER_BASE}/activity`, {
    onRequest: auth,
    schema: { tags: ['safer-play'], body: Type.Object({ grain: Type.Union(ACTIVITY_GRAINS.map((g) => Type.Literal(g))) }) },
    config: { validationCode: SAFER_PLAY_CODES.invalidInput },
  }, async (req) => {
    const m = currentMember(req);
    const now = nowMs(deps);
    const since = now - ACTIVITY_DAYS * 86_400_000;
    const grain = req.body.grain as ActivityGrain;
    const list = activitySummary(
      { bets: betEntries(deps.db, m.id, since), deposits: depositEntries(deps.db, m.id, since), withdrawals: withdrawalEntries(deps.db, m.id, since) },
      grain,
      ACTIVITY_TIME_ZONE,
    );
    const history = deps.db
      .prepare('SELECT id, kind, period, action, old_amount, new_amount, created_at FROM safer_limit_history WHERE member_id = ? ORDER BY id DESC LIMIT ?')
      .all(m.id, HISTORY_ROWS);
    return ok({ grain, currency: m.member_currency, list, limit_history: history });
  });
}
