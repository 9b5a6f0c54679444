import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { Id, SiteId } from '../content/common-schemas';
import { LETTER_CODES } from './codes';
import { publishToMember } from './wallet';

const Optional = Type.Optional;
const LETTER_PAGE_SIZE = 50;

const ListBody = Type.Object({
  active: Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 9 }), Type.String({ maxLength: 8 })])),
  count: Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  language: Optional(Type.String({ maxLength: 16 })),
  page: Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  site_id: Optional(SiteId),
  sort_field: Optional(Type.String({ maxLength: 32 })),
  sort_order: Optional(Type.String({ maxLength: 8 })),
  id: Optional(Id),
  ids: Optional(Type.Array(Id, { maxItems: 200 })),
});

interface LetterRow { id: number; title: string; content: string; is_read: number; created_at: string }

export function unreadCount(deps: ServerDeps, memberId: number): number {
  return (deps.db.prepare('SELECT COUNT(*) AS n FROM letters WHERE member_id = ? AND deleted_at IS NULL AND is_read = 0').get(memberId) as { n: number }).n;
}

function page(deps: ServerDeps, memberId: number, body: { count?: number; page?: number; sort_field?: string; sort_order?: string }) {
  const count = body.count ?? LETTER_PAGE_SIZE;
  const offset = ((body.page ?? 1) - 1) * count;
  const field = ({ id: 'id', created_at: 'created_at', is_read: 'is_read' } as Record<string, string>)[body.sort_field ?? 'id'] ?? 'id';
  const order = body.sort_order?.toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  return deps.db
    .prepare(`SELECT id, title, content, is_read, created_at FROM letters WHERE member_id = ? AND deleted_at IS NULL ORDER BY ${field} ${order}, id DESC LIMIT ? OFFSET ?`)
    .all(memberId, count, offset) as LetterRow[];
}

export function letterRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/arks/web/member/letter', { onRequest: auth, schema: { tags: ['member'], body: ListBody } }, async (req) => {
    const memberId = currentMember(req).id;
    const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM letters WHERE member_id = ? AND deleted_at IS NULL').get(memberId) as { n: number }).n;
    return ok({ list: page(deps, memberId, req.body), total_count: total, unread_count: unreadCount(deps, memberId) });
  });

  r.post('/api/arks/web/member/letter/read', { onRequest: auth, schema: { tags: ['member'], body: Type.Object({ id: Id }) } }, async (req) => {
    const memberId = currentMember(req).id;
    const changed = deps.db.prepare('UPDATE letters SET is_read = 1 WHERE id = ? AND member_id = ? AND deleted_at IS NULL').run(req.body.id, memberId).changes;
    if (changed === 0) return fail(LETTER_CODES.notFound, 'Letter not found');
    const unread = unreadCount(deps, memberId);
    await publishToMember(deps, memberId, REALTIME_EVENTS.letter, { action: 'read', id: req.body.id, unread_count: unread });
    return ok({ id: req.body.id, unread_count: unread });
  });

  // With the list body it deletes the letters of that page; `id` or `ids` narrow it to those letters.
  r.post('/api/arks/web/member/letter/destroy', { onRequest: auth, schema: { tags: ['member'], body: ListBody } }, async (req) => {
    const memberId = currentMember(req).id;
    const b = req.body;
    const ids = b.ids ?? (b.id !== undefined ? [b.id] : page(deps, memberId, b).map((l) => l.id));
    const del = deps.db.prepare('UPDATE letters SET deleted_at = ? WHERE id = ? AND member_id = ? AND deleted_at IS NULL');
    let deleted = 0;
    deps.db.transaction(() => {
      for (const id of ids) deleted += del.run(new Date().toISOString(), id, memberId).changes;
    })();
    const unread = unreadCount(deps, memberId);
    await publishToMember(deps, memberId, REALTIME_EVENTS.letter, { action: 'delete', ids, unread_count: unread });
    return ok({ deleted, unread_count: unread });
  });
}
