import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, getMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { Currency, Device, GameCode, GpId, SiteId } from '../content/common-schemas';
import { MAIN_WALLET, mainCash, moveMoney, publishMemberCash, publishToMember } from '../member/wallet';
import { closeMemberSessions, openGameSession } from '../simulator/sessions';
import { GAME_CODES, findGame, findProvider, maintenanceOf } from './catalog';

const HallRef = Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 32 })]);
const SPORT_QUICKBET_PROVIDER = 'GPSB';

export function playRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/member/game/play1', {
    onRequest: auth,
    schema: {
      tags: ['games'],
      body: Type.Object({
        gpId: GpId,
        game_type: HallRef,
        game_code: GameCode,
        lobby_url: Type.String({ maxLength: 2048 }),
        device: Device,
        extra: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
      }),
    },
  }, async (req) => {
    const member = currentMember(req);
    const b = req.body;
    const game = findGame(deps.db, b.gpId, b.game_code, b.game_type);
    if (!game || !game.is_active) return fail(GAME_CODES.notFound, 'Game not found');
    if (!game.provider_active) return fail(GAME_CODES.providerClosed, 'Game provider is closed');
    const provider = findProvider(deps.db, game.gp_id)!;
    const maintain = maintenanceOf(provider);
    if (maintain) return fail(GAME_CODES.maintenance, 'Game provider is under maintenance', maintain);

    const session = openGameSession(deps, { memberId: member.id, gameId: game.id, gpId: game.gp_id, currency: member.member_currency, demo: false, lobbyUrl: b.lobby_url });
    // Auto transfer-in: the main wallet follows the member into the provider wallet, as seamless sites do.
    const cash = mainCash(deps.db, member.id);
    deps.db.transaction(() => {
      if (cash > 0 && member.wallet_status === 1) moveMoney(deps.db, member.id, MAIN_WALLET, game.gp_id, cash, 'auto');
      deps.db.prepare('UPDATE members SET is_playing = 1 WHERE id = ?').run(member.id);
      deps.db.prepare('INSERT INTO member_game_plays (member_id, game_id, played_at) VALUES (?, ?, ?)').run(member.id, game.id, new Date().toISOString());
    })();
    const payload = { game_url: session.game_url, gp_id: game.gp_id, game_code: game.game_code, game_id: game.id, gt_id: game.gt_id };
    await publishToMember(deps, member.id, REALTIME_EVENTS.gameUrl, payload);
    if (cash > 0 && member.wallet_status === 1) await publishMemberCash(deps, member.id, { gp_id: game.gp_id });
    return ok(payload);
  });

  r.post('/api/member/game/leave1', { onRequest: auth, schema: { tags: ['games'] } }, async (req) => {
    const member = currentMember(req);
    const closed = closeMemberSessions(deps.db, member.id);
    deps.db.prepare('UPDATE members SET is_playing = 0 WHERE id = ?').run(member.id);
    return ok({ closed });
  });

  r.post('/api/arks/web/game/sport-quickbet-url', {
    schema: {
      tags: ['games'],
      body: Type.Object({ currency: Currency, support_device: Type.Optional(Device), domain: Type.Optional(Type.String({ maxLength: 255 })), site_id: Type.Optional(SiteId) }),
    },
  }, async (req) => {
    const member = getMember(deps, req);
    const provider = findProvider(deps.db, SPORT_QUICKBET_PROVIDER);
    if (!provider || !provider.is_active) return fail(GAME_CODES.providerClosed, 'Sport provider is closed');
    const maintain = maintenanceOf(provider);
    if (maintain) return fail(GAME_CODES.maintenance, 'Sport provider is under maintenance', maintain);
    const base = deps.config.publicUrl.replace(/\/$/, '');
    const query = new URLSearchParams({ currency: req.body.currency.toUpperCase(), member: member ? String(member.id) : '' });
    return ok({ detail: { url: `${base}/sim/sport?${query.toString()}`, gp_id: SPORT_QUICKBET_PROVIDER } });
  });
}
