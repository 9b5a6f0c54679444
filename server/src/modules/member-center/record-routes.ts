import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { RECORD_CODES } from './codes';
import { RangeBody, readRange } from './records';

const BASE = '/api/arks/web/member-center';

export function recordRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${BASE}/transfer/records`, { onRequest: auth, schema: { tags: ['member-center'], body: Type.Object(RangeBody) } }, async (req) => {
    const range = readRange(req.body);
    if (!range) return fail(RECORD_CODES.invalidDateRange, 'Invalid date range');
    const id = currentMember(req).id;
    const where = 'FROM transfers WHERE member_id = ? AND created_at >= ? AND created_at < ?';
    const total = (deps.db.prepare(`SELECT COUNT(*) AS n ${where}`).get(id, range.from, range.to) as { n: number }).n;
    const list = deps.db
      .prepare(`SELECT id, from_wallet, to_wallet, amount, kind, created_at ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(id, range.from, range.to, range.limit, range.offset);
    return ok({ list, total_count: total });
  });

  r.post(`${BASE}/dw/records`, {
    onRequest: auth,
    schema: { tags: ['member-center'], body: Type.Object({ ...RangeBody, type: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])) }) },
  }, async (req) => {
    const range = readRange(req.body);
    if (!range) return fail(RECORD_CODES.invalidDateRange, 'Invalid date range');
    const id = currentMember(req).id;
    const type = req.body.type ?? 0;
    // type 0 all, 1 deposits, 2 withdrawals; status 0 pending, 1 success, 2 failed.
    const union = `SELECT * FROM (
        SELECT 1 AS type, order_number, amount, currency, status, created_at FROM deposits WHERE member_id = ? AND (? IN (0, 1))
        UNION ALL
        SELECT 2 AS type, order_number, amount, currency, status, created_at FROM withdrawals WHERE member_id = ? AND (? IN (0, 2))
      ) WHERE created_at >= ? AND created_at < ?`;
    const args = [id, type, id, type, range.from, range.to];
    const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM (${union})`).get(...args) as { n: number }).n;
    const list = deps.db.prepare(`${union} ORDER BY created_at DESC LIMIT ? OFFSET ?`).all(...args, range.limit, range.offset);
    return ok({ list, total_count: total });
  });
}
