import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { nowMs } from '../../core/clock';
import type { ServerDeps } from '../../core/deps';
import { isLocalCaller } from '../../core/net';
import { fail, ok } from '../../core/reply';
import { iso } from './store';

/**
 * Loopback test helper (config.testRoutes only): a settled bet in the member's bet records, as a
 * provider reports one, so an e2e spec reaches a loss limit without playing reels to chance.
 */
export function saferPlayTestRoutes(app: FastifyInstance, deps: ServerDeps): void {
  if (!deps.config.testRoutes) return;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return reply.code(404).send(fail(404, 'Not found'));
  };
  app.post('/__test/bet-record', {
    preHandler: guard,
    schema: {
      hide: true,
      body: Type.Object({ member_id: Type.Integer({ minimum: 1 }), bet_amount: Type.Number({ minimum: 0 }), payout: Type.Number({ minimum: 0 }) }),
    },
  }, async (request) => {
    const b = request.body as { member_id: number; bet_amount: number; payout: number };
    const game = deps.db.prepare('SELECT id, gp_id, gt_id FROM games ORDER BY id LIMIT 1').get() as { id: number; gp_id: string; gt_id: number } | undefined;
    if (!game) return fail(101, 'No game');
    const id = Number(
      deps.db.prepare('INSERT INTO bet_records (member_id, gp_id, gt_id, game_id, bet_amount, payout, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(b.member_id, game.gp_id, game.gt_id, game.id, b.bet_amount, b.payout, iso(nowMs(deps))).lastInsertRowid,
    );
    return ok({ id });
  });
}
