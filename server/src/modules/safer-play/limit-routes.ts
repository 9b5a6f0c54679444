import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  cancelPendingLimit,
  depositAllowance,
  inWindow,
  LIMIT_KINDS,
  LIMIT_PERIOD_IDS,
  limitAmountProblem,
  netLoss,
  planLimitChange,
  SAFER_PLAY_CODES,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
} from '@mfp/shared/safer-play';
import type Database from 'better-sqlite3';
import { nowMs } from '../../core/clock';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { lossOf } from './refusals';
import { betEntries, depositEntries, iso, limitsInForce, limitsOf, recordLimitChange, windowStart, writeLimit } from './store';

export const SAFER_BASE = '/api/arks/web/safer-play';
const Kind = Type.Union(LIMIT_KINDS.map((k) => Type.Literal(k)));
const Period = Type.Union(LIMIT_PERIOD_IDS.map((p) => Type.Literal(p)));

const view = (period: LimitPeriod, state: LimitState, used: number) => ({
  period,
  amount: state.amount,
  pending: state.pending ? { amount: state.pending.amount, effective_at: iso(state.pending.effectiveAt) } : null,
  used,
});

/** Every limit of the member with what its window holds, the deposit allowance and the loss block, at `now`. */
export function limitsView(db: Database.Database, memberId: number, currency: string, now: number) {
  const since = windowStart(now);
  const deposits = depositEntries(db, memberId, since);
  const bets = betEntries(db, memberId, since);
  const used = (kind: LimitKind, period: LimitPeriod): number =>
    kind === 'deposit'
      ? Math.round(deposits.filter((d) => inWindow(d.at, period, now)).reduce((s, d) => s + d.amount, 0) * 100) / 100
      : netLoss(bets, period, now);
  const of = (kind: LimitKind) => {
    const all = limitsOf(db, memberId, kind, now);
    return LIMIT_PERIOD_IDS.map((p) => view(p, all[p], used(kind, p)));
  };
  const allowance = depositAllowance(limitsInForce(db, memberId, 'deposit', now), deposits, now);
  const loss = lossOf(db, memberId, now);
  const deposited = (db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND status != 2').get(memberId) as { n: number }).n;
  return {
    currency,
    // The page offers a deposit limit before the first deposit.
    has_deposited: deposited > 0 ? 1 : 0,
    deposit: of('deposit'),
    loss: of('loss'),
    deposit_allowance: allowance
      ? { allowance: allowance.allowance, period: allowance.period, limit: allowance.limit, used: allowance.used, grows_at: allowance.growsAt === null ? null : iso(allowance.growsAt) }
      : null,
    loss_blocking: loss.blocking ? { period: loss.blocking.period, opens_at: iso(loss.blocking.opensAt) } : null,
  };
}

export function limitRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);
  const schema = (body: ReturnType<typeof Type.Object>) => ({ tags: ['safer-play'], body });

  r.post(`${SAFER_BASE}/limits`, { onRequest: auth, schema: schema(Type.Object({})) }, async (req) => {
    const m = currentMember(req);
    return ok(limitsView(deps.db, m.id, m.member_currency, nowMs(deps)));
  });

  r.post(`${SAFER_BASE}/limits/set`, {
    onRequest: auth,
    schema: schema(Type.Object({ kind: Kind, period: Period, amount: Type.Union([Type.Number(), Type.Null()]) })),
    config: { validationCode: SAFER_PLAY_CODES.invalidInput },
  }, async (req) => {
    const m = currentMember(req);
    const { kind, period, amount } = req.body as { kind: LimitKind; period: LimitPeriod; amount: number | null };
    if (amount !== null && limitAmountProblem(amount)) return fail(SAFER_PLAY_CODES.invalidInput, 'Enter a limit above 0 with at most two decimals', { field: 'amount' });
    const now = nowMs(deps);
    const current = limitsOf(deps.db, m.id, kind, now)[period];
    const { state, change } = planLimitChange(current, amount, now);
    deps.db.transaction(() => {
      writeLimit(deps.db, m.id, kind, period, state);
      if (change !== 'unchanged') recordLimitChange(deps.db, m.id, kind, period, change, current.amount, state.pending ? state.pending.amount : state.amount, now);
    })();
    const v = limitsView(deps.db, m.id, m.member_currency, now);
    return ok({ change, limit: v[kind].find((l) => l.period === period) });
  });

  r.post(`${SAFER_BASE}/limits/cancel`, {
    onRequest: auth,
    schema: schema(Type.Object({ kind: Kind, period: Period })),
    config: { validationCode: SAFER_PLAY_CODES.invalidInput },
  }, async (req) => {
    const m = currentMember(req);
    const { kind, period } = req.body as { kind: LimitKind; period: LimitPeriod };
    const now = nowMs(deps);
    const current = limitsOf(deps.db, m.id, kind, now)[period];
    if (!current.pending) return fail(SAFER_PLAY_CODES.nothingPending, 'There is no waiting change to cancel');
    const state = cancelPendingLimit(current, now);
    deps.db.transaction(() => {
      writeLimit(deps.db, m.id, kind, period, state);
      recordLimitChange(deps.db, m.id, kind, period, 'cancelled', current.amount, current.pending?.amount ?? null, now);
    })();
    const v = limitsView(deps.db, m.id, m.member_currency, now);
    return ok({ limit: v[kind].find((l) => l.period === period) });
  });
}
