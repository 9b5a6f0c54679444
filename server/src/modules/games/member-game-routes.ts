import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { Currency, Id, SiteId } from '../content/common-schemas';
import { GAME_SELECT, favoriteIds, gameEntry, hallOf, type GameRow } from './catalog';

const LAST_PLAYED_LIMIT = 20;
const HOT_LIMIT = 24;

export function memberGameRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/arks/web/member-games/last-playing-game', { onRequest: auth, schema: { tags: ['games'] } }, async (req) => {
    const rows = deps.db
      .prepare('SELECT game_id, MAX(played_at) AS at FROM member_game_plays WHERE member_id = ? GROUP BY game_id ORDER BY at DESC LIMIT ?')
      .all(currentMember(req).id, LAST_PLAYED_LIMIT) as { game_id: number }[];
    return ok(rows.map((x) => x.game_id));
  });

  r.post('/api/arks/web/member-games/hot-games', {
    onRequest: auth,
    schema: { tags: ['games'], body: Type.Object({ gt_id: Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 32 })]), currency: Type.Optional(Currency), site_id: Type.Optional(SiteId) }) },
  }, async (req) => {
    const hall = hallOf(deps.db, req.body.gt_id);
    if (!hall) return ok([]);
    const rows = deps.db
      .prepare(
        `${GAME_SELECT} LEFT JOIN (SELECT game_id, COUNT(*) AS plays FROM member_game_plays GROUP BY game_id) pc ON pc.game_id = g.id
         WHERE g.gt_id = ? AND g.is_active = 1 AND p.is_active = 1 AND (pc.plays > 0 OR (',' || g.tags || ',') LIKE '%,hot,%')
         ORDER BY COALESCE(pc.plays, 0) DESC, g.sort LIMIT ?`,
      )
      .all(hall.gt_id, HOT_LIMIT) as GameRow[];
    const favorites = favoriteIds(deps.db, currentMember(req).id);
    return ok(rows.map((g) => gameEntry(deps, g, favorites)));
  });

  r.post('/api/arks/web/member-games/favorite/store', {
    onRequest: auth,
    schema: {
      tags: ['games'],
      body: Type.Object({ data: Type.Array(Type.Object({ game_id: Id, status: Type.Union([Type.Literal(0), Type.Literal(1)]) }), { maxItems: 200 }) }),
    },
  }, async (req) => {
    const memberId = currentMember(req).id;
    const add = deps.db.prepare(
      'INSERT OR IGNORE INTO member_favorites (member_id, game_id, created_at) SELECT ?, id, ? FROM games WHERE id = ?',
    );
    const remove = deps.db.prepare('DELETE FROM member_favorites WHERE member_id = ? AND game_id = ?');
    deps.db.transaction(() => {
      for (const item of req.body.data) {
        if (item.status === 1) add.run(memberId, new Date().toISOString(), item.game_id);
        else remove.run(memberId, item.game_id);
      }
    })();
    return ok({ favorites: [...favoriteIds(deps.db, memberId)] });
  });
}
