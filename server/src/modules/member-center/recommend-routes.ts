import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { Count, Page } from '../content/common-schemas';
import { langOf, pick } from '../content/localize';
import { RECORD_CODES } from './codes';
import { RangeBody, readRange } from './records';

const BASE = '/api/arks/web/member-center';

export function recommendRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${BASE}/recommend/project`, { onRequest: auth, schema: { tags: ['member-center'] } }, async (req) => {
    const member = currentMember(req);
    const lang = langOf(req);
    const rows = deps.db.prepare('SELECT * FROM recommend_projects WHERE currency = ?').all(member.member_currency) as {
      id: number; title_en: string; title_bn: string; content_en: string; content_bn: string; reward_amount: number; min_deposit: number;
    }[];
    return ok({
      recommend_code: member.recommend_code,
      recommend_enabled: member.recommend_enabled,
      register_path: member.recommend_code ? `/register?invite=${encodeURIComponent(member.recommend_code)}&currency=${member.member_currency}` : null,
      list: rows.map((p) => ({ id: p.id, title: pick(lang, p.title_en, p.title_bn), content: pick(lang, p.content_en, p.content_bn), reward_amount: p.reward_amount, min_deposit: p.min_deposit })),
    });
  });

  r.post(`${BASE}/recommend/records`, { onRequest: auth, schema: { tags: ['member-center'], body: Type.Object(RangeBody) } }, async (req) => {
    const range = readRange(req.body);
    if (!range) return fail(RECORD_CODES.invalidDateRange, 'Invalid date range');
    const id = currentMember(req).id;
    const where = 'FROM recommend_awards WHERE member_id = ? AND created_at >= ? AND created_at < ?';
    const sum = deps.db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN status = 1 THEN amount END), 0) AS total ${where}`).get(id, range.from, range.to) as { n: number; total: number };
    const list = deps.db.prepare(`SELECT id, friend_account, amount, status, created_at ${where} ORDER BY created_at DESC LIMIT ? OFFSET ?`).all(id, range.from, range.to, range.limit, range.offset);
    return ok({ list, total_count: sum.n, total_amount: sum.total });
  });

  r.post(`${BASE}/recommend/members`, {
    onRequest: auth,
    schema: { tags: ['member-center'], body: Type.Object({ member_account: Type.Optional(Type.String({ maxLength: 32 })), page: Type.Optional(Page), count: Type.Optional(Count) }) },
  }, async (req) => {
    const id = currentMember(req).id;
    const count = req.body.count ?? 20;
    const offset = ((req.body.page ?? 1) - 1) * count;
    // The search text is a bound parameter; LIKE wildcards in it are escaped.
    const like = `%${(req.body.member_account ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = "FROM members m WHERE m.recommended_by = ? AND m.member_account LIKE ? ESCAPE '\\'";
    const total = (deps.db.prepare(`SELECT COUNT(*) AS n ${where}`).get(id, like) as { n: number }).n;
    const list = deps.db
      .prepare(
        `SELECT m.id, m.member_account, m.created_at AS register_at,
           (SELECT COALESCE(SUM(amount), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 1) AS deposit_total
         ${where} ORDER BY m.id DESC LIMIT ? OFFSET ?`,
      )
      .all(id, like, count, offset);
    return ok({ list, total_count: total });
  });
}
