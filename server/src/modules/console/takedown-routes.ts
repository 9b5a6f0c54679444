import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { CHANNELS } from '../../realtime/channels';
import { REALTIME_EVENTS } from '../../realtime/events';
import { auditTrail, CONSOLE_OPERATOR_HEADER, operatorOf, recordAudit, type AuditAction } from './audit';
import { CONSOLE_CODES } from './console-routes';
import { consoleGuard } from './guard';

/** Where each kind of published content lives, and what its removal also touches. Table names are ours, never input. */
interface TakedownKind {
  table: 'bulletins' | 'announcements' | 'content_items';
  /** content_items holds several kinds: the rows of this one. */
  itemKind?: string;
  /** The column the audit trail keeps a summary of. */
  summary: 'title_en' | 'content_en';
  /** What a delete wipes: the item's texts (its row stays as a tombstone, so its id is never reused). */
  wipe: readonly string[];
  /** Rows of other tables that belong to an item and go with it. */
  belongings?: readonly string[];
  /** The event that makes open pages fetch the list again. */
  event?: string;
}

/** The content the console publishes and may take down again: the same names as its publish paths. */
export const TAKEDOWN_KINDS = {
  bulletin: {
    table: 'bulletins',
    summary: 'title_en',
    wipe: ['title_en', 'title_bn', 'content_en', 'content_bn'],
    belongings: ['DELETE FROM bulletin_hides WHERE bulletin_id = ?'],
  },
  marquee: { table: 'announcements', summary: 'content_en', wipe: ['content_en', 'content_bn'], event: REALTIME_EVENTS.marquee },
  news: { table: 'content_items', itemKind: 'news', summary: 'title_en', wipe: ['title_en', 'title_bn', 'content_en', 'content_bn', 'url', 'image'] },
  faq: { table: 'content_items', itemKind: 'faq', summary: 'title_en', wipe: ['title_en', 'title_bn', 'content_en', 'content_bn', 'url', 'image'] },
} as const satisfies Record<string, TakedownKind>;

export type TakedownKindName = keyof typeof TAKEDOWN_KINDS;

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const AuditQuery = Type.Object({
  kind: Type.Optional(Type.Union(Object.keys(TAKEDOWN_KINDS).map((k) => Type.Literal(k)))),
  item_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/**
 * Taking content down (loopback and console token, like every console call, and a named operator):
 * `POST /console/<kind>/:id/unpublish` hides an item from every page, `.../republish` shows it again,
 * `DELETE /console/<kind>/:id` removes it (its texts wiped, its id never reused); each is kept in the audit trail (`GET /console/audit`) with who and
 * when, as publishing is. Pages stop showing it on their next render: server-rendered pages are read fresh
 * from here, cached visitor pages within the page cache's lifetime, open pages on the marquee event.
 */
export function consoleTakedownRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = consoleGuard(deps.config.consoleToken);

  for (const [kind, where] of Object.entries(TAKEDOWN_KINDS) as [TakedownKindName, TakedownKind][]) {
    // A deleted item is a tombstone: found by no call, as if it had never been.
    const ofKind = `${where.itemKind ? ' AND kind = ?' : ''} AND deleted_at IS NULL`;
    const keys = (id: number) => (where.itemKind ? [id, where.itemKind] : [id]);
    const find = deps.db.prepare(`SELECT is_active, ${where.summary} AS summary FROM ${where.table} WHERE id = ?${ofKind}`);
    const setActive = deps.db.prepare(`UPDATE ${where.table} SET is_active = ? WHERE id = ?${ofKind}`);
    const remove = deps.db.prepare(
      `UPDATE ${where.table} SET is_active = 0, deleted_at = ?, ${where.wipe.map((c) => `${c} = ''`).join(', ')} WHERE id = ?${ofKind}`,
    );
    const belongings = (where.belongings ?? []).map((sql) => deps.db.prepare(sql));
    const announce = async (id: number, removed: boolean) => {
      if (where.event) await deps.broadcaster.publish(CHANNELS.webMember, where.event, { id, removed });
    };

    const change = (action: Exclude<AuditAction, 'publish'>, apply: (id: number) => void, already?: number) =>
      async (req: FastifyRequest) => {
        const operator = operatorOf(req);
        if (!operator) return fail(CONSOLE_CODES.invalid, `Name the operator in the ${CONSOLE_OPERATOR_HEADER} header`);
        // The route's params schema made it an integer id.
        const { id } = req.params as { id: number };
        const item = find.get(...keys(id)) as { is_active: number; summary: string } | undefined;
        if (!item) return fail(CONSOLE_CODES.notFound, `No ${kind} ${id}`);
        if (already !== undefined && item.is_active === already) return fail(CONSOLE_CODES.alreadyDone, `${kind} ${id} is already ${action}ed`);
        deps.db.transaction(() => {
          apply(id);
          recordAudit(deps.db, { operator, action, kind, itemId: id, summary: item.summary });
        })();
        await announce(id, action !== 'republish');
        return ok({ kind, id, action, operator });
      };

    r.post(`/console/${kind}/:id/unpublish`, { onRequest: guard, schema: { hide: true, params: Id } },
      change('unpublish', (id) => setActive.run(0, ...keys(id)), 0));
    r.post(`/console/${kind}/:id/republish`, { onRequest: guard, schema: { hide: true, params: Id } },
      change('republish', (id) => setActive.run(1, ...keys(id)), 1));
    r.delete(`/console/${kind}/:id`, { onRequest: guard, schema: { hide: true, params: Id } },
      change('delete', (id) => {
        for (const b of belongings) b.run(id);
        remove.run(new Date().toISOString(), ...keys(id));
      }));
  }

  r.get('/console/audit', { onRequest: guard, schema: { hide: true, querystring: AuditQuery } }, async (req) => {
    const q = req.query;
    return ok(auditTrail(deps.db, { ...(q.kind ? { kind: q.kind } : {}), ...(q.item_id ? { itemId: q.item_id } : {}), limit: q.limit ?? 100 }));
  });
}
