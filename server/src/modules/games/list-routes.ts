import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { getMember } from '../../core/session';
import { Currency, Device, GameCode, GpId, SiteId, Template, deviceNumber } from '../content/common-schemas';
import { assetUrl } from '../content/localize';
import { openGameSession } from '../simulator/sessions';
import {
  DEVICE_CLAUSE, GAME_CODES, GAME_SELECT, favoriteIds, findGame, gameEntry, hallOf, maintenanceOf,
  type GameRow, type ProviderRow,
} from './catalog';

const HallRef = Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 32 })]);
const Optional = Type.Optional;

interface HallRow { gt_id: number; name: string; en_name: string; bn_name: string }
interface ProviderHallRow extends ProviderRow { gt_id: number; house: string; customized: number; has_demo: number; currencies: string; game_count: number; lobby_code: string | null }

/** Game types with their providers (game_list and the demo variant). */
function gameTypes(deps: ServerDeps, currency: string, demoOnly: boolean) {
  const halls = deps.db.prepare('SELECT * FROM game_types ORDER BY sort').all() as HallRow[];
  const providers = deps.db
    .prepare(
      `SELECT p.*, ph.gt_id, ph.house, ph.customized, ph.has_demo, ph.currencies,
         (SELECT MIN(g.game_code) FROM games g WHERE g.gp_id = p.gp_id AND g.gt_id = ph.gt_id AND g.game_code LIKE '%lobby') AS lobby_code,
         (SELECT COUNT(*) FROM games g WHERE g.gp_id = p.gp_id AND g.gt_id = ph.gt_id AND g.is_active = 1 AND (? = 0 OR g.is_demo = 1)) AS game_count
       FROM provider_halls ph JOIN providers p ON p.gp_id = ph.gp_id
       WHERE (? = 0 OR ph.has_demo = 1)
       ORDER BY ph.sort`,
    )
    .all(demoOnly ? 1 : 0, demoOnly ? 1 : 0) as ProviderHallRow[];
  return halls
    .map((h) => ({
      gt_id: h.gt_id,
      gt_name: h.name,
      en_name: h.en_name,
      name: { en_US: h.en_name, bn_BD: h.bn_name },
      gt_icon: assetUrl(deps, `/assets/hall/${h.gt_id}.svg`),
      gt_icon_active: assetUrl(deps, `/assets/hall/${h.gt_id}-active.svg`),
      gp_list: providers
        .filter((p) => p.gt_id === h.gt_id && p.currencies.split(',').includes(currency.toUpperCase()))
        .filter((p) => !demoOnly || p.is_active === 1)
        .map((p) => ({
          gp_id: p.gp_id,
          gp_name: p.gp_name,
          app_id: p.app_id,
          gp_gt_name: `${p.gp_id}_${h.name}`,
          game_type: h.name,
          gt_id: h.gt_id,
          house: p.house,
          customized: p.customized,
          has_demo: p.has_demo,
          is_active: p.is_active,
          is_light: p.is_light,
          game_code: p.lobby_code ?? '',
          game_count: p.game_count,
          maintain: maintenanceOf(p),
          icon_light: assetUrl(deps, `/assets/provider/${p.gp_id}.svg`),
          icon_dark: assetUrl(deps, `/assets/provider/${p.gp_id}-dark.svg`),
        })),
    }))
    .filter((h) => !demoOnly || h.gp_list.length > 0);
}

function gamesOf(deps: ServerDeps, gpId: string, gtId: number, device: number, demoOnly: boolean): GameRow[] {
  return deps.db
    .prepare(`${GAME_SELECT} WHERE g.gp_id = ? AND g.gt_id = ? AND g.is_active = 1 AND (? = 0 OR g.is_demo = 1) AND ${DEVICE_CLAUSE} ORDER BY g.sort`)
    .all(gpId, gtId, demoOnly ? 1 : 0, device, device) as GameRow[];
}

function popularGames(deps: ServerDeps, gtId: number, device: number): GameRow[] {
  return deps.db
    .prepare(
      `${GAME_SELECT} WHERE g.gt_id = ? AND g.is_active = 1 AND p.is_active = 1 AND (',' || g.tags || ',') LIKE '%,hot,%' AND ${DEVICE_CLAUSE}
       ORDER BY g.sort`,
    )
    .all(gtId, device, device) as GameRow[];
}

export function gameListRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/api/v3/game_list', {
    schema: { tags: ['games'], body: Type.Object({ currency: Currency, site_id: Optional(SiteId), support_device: Optional(Device), template: Optional(Template) }) },
  }, async (req) => ok(gameTypes(deps, req.body.currency, false)));

  r.post('/api/demo/gt_games', {
    schema: { tags: ['games'], body: Type.Object({ currency: Currency, site_id: Optional(SiteId), support_device: Optional(Device), template: Optional(Template) }) },
  }, async (req) => ok(gameTypes(deps, req.body.currency, true)));

  r.post('/api/demo/gp_games', {
    schema: {
      tags: ['games'],
      body: Type.Object({ currency: Currency, gp_id: GpId, game_type_id: HallRef, site_id: Optional(SiteId), device: Optional(Device), house: Optional(Type.String({ maxLength: 32 })) }),
    },
  }, async (req) => {
    const hall = hallOf(deps.db, req.body.game_type_id);
    if (!hall) return ok([]);
    return ok(gamesOf(deps, req.body.gp_id, hall.gt_id, deviceNumber(req.body.device), true).map((g) => gameEntry(deps, g, new Set())));
  });

  r.post('/api/demo/play', {
    schema: {
      tags: ['games'],
      body: Type.Object({
        currency: Currency, gp_id: GpId, game_code: GameCode, game_type: Optional(HallRef), site_id: Optional(SiteId),
        device: Optional(Device), house: Optional(Type.String({ maxLength: 32 })), lobby_url: Optional(Type.String({ maxLength: 2048 })),
      }),
    },
  }, async (req) => {
    const b = req.body;
    const game = findGame(deps.db, b.gp_id, b.game_code, b.game_type);
    if (!game || !game.is_active) return fail(GAME_CODES.notFound, 'Game not found');
    if (!game.provider_active) return fail(GAME_CODES.providerClosed, 'Game provider is closed');
    if (!game.is_demo) return fail(GAME_CODES.demoUnsupported, 'This game has no demo');
    const provider = deps.db.prepare('SELECT maintain_start_at, maintain_end_at FROM providers WHERE gp_id = ?').get(game.gp_id) as ProviderRow;
    const maintain = maintenanceOf(provider);
    if (maintain) return fail(GAME_CODES.maintenance, 'Game provider is under maintenance', maintain);
    const session = openGameSession(deps, { memberId: null, gameId: game.id, gpId: game.gp_id, currency: b.currency.toUpperCase(), demo: true, lobbyUrl: b.lobby_url ?? '' });
    return ok({ game_url: session.game_url });
  });

  r.post('/api/v2/game_label', {
    schema: {
      tags: ['games'],
      body: Type.Object({ gp_id: GpId, game_type_id: HallRef, currency: Optional(Currency), site_id: Optional(SiteId), device: Optional(Device), house: Optional(Type.String({ maxLength: 32 })) }),
    },
  }, async (req) => {
    const b = req.body;
    const hall = hallOf(deps.db, b.game_type_id);
    const member = getMember(deps, req);
    const favorites = favoriteIds(deps.db, member?.id ?? null);
    const device = deviceNumber(b.device);
    if (!hall) return ok({ list: [], main: null });
    const popular = b.gp_id === 'Popular';
    const rows = popular ? popularGames(deps, hall.gt_id, device) : gamesOf(deps, b.gp_id, hall.gt_id, device, false);
    const labels = popular
      ? []
      : (deps.db.prepare('SELECT * FROM game_labels WHERE gp_id = ? AND gt_id = ? ORDER BY sort').all(b.gp_id, hall.gt_id) as {
          id: number; code: string; name_en: string; name_bn: string;
        }[]).map((l) => ({
          id: l.id,
          code: l.code,
          name: { en_US: l.name_en, bn_BD: l.name_bn },
          game_ids: (deps.db.prepare('SELECT game_id FROM game_label_games WHERE label_id = ?').all(l.id) as { game_id: number }[]).map((x) => x.game_id),
        }));
    const provider = deps.db.prepare('SELECT gp_id, gp_name, is_active FROM providers WHERE gp_id = ?').get(b.gp_id) as
      | { gp_id: string; gp_name: string; is_active: number }
      | undefined;
    return ok({
      list: rows.map((g) => gameEntry(deps, g, favorites)),
      main: { gp_id: b.gp_id, gp_name: popular ? 'Popular' : (provider?.gp_name ?? ''), gt_id: hall.gt_id, is_active: popular ? 1 : (provider?.is_active ?? 0), label_list: labels },
    });
  });

  r.post('/api/v2/get_tag_game_list', {
    schema: {
      tags: ['games'],
      body: Type.Object({ tag: Type.String({ minLength: 1, maxLength: 32 }), gt_id: Optional(HallRef), currency: Optional(Currency), site_id: Optional(SiteId), support_device: Optional(Device) }),
    },
  }, async (req) => {
    const b = req.body;
    const hall = b.gt_id === undefined ? undefined : hallOf(deps.db, b.gt_id);
    const device = deviceNumber(b.support_device);
    const tag = b.tag.toLowerCase() === 'popular' ? 'hot' : b.tag.toLowerCase();
    const rows = deps.db
      .prepare(
        `${GAME_SELECT} WHERE g.is_active = 1 AND p.is_active = 1 AND (? = 0 OR g.gt_id = ?) AND (',' || g.tags || ',') LIKE '%,' || ? || ',%' AND ${DEVICE_CLAUSE}
         ORDER BY g.sort LIMIT 200`,
      )
      .all(hall?.gt_id ?? 0, hall?.gt_id ?? 0, tag, device, device) as GameRow[];
    const favorites = favoriteIds(deps.db, getMember(deps, req)?.id ?? null);
    return ok({ info: rows.map((g) => gameEntry(deps, g, favorites)) });
  });

  r.post('/api/v2/get_template_game_list', {
    schema: { tags: ['games'], body: Type.Object({ currency: Optional(Currency), site_id: Optional(SiteId), support_device: Optional(Device) }) },
  }, async (req) => {
    const device = deviceNumber(req.body.support_device);
    const rows = deps.db
      .prepare(`${GAME_SELECT} WHERE g.on_template = 1 AND g.is_active = 1 AND p.is_active = 1 AND ${DEVICE_CLAUSE} ORDER BY g.gt_id, g.sort`)
      .all(device, device) as GameRow[];
    const halls = deps.db.prepare('SELECT * FROM game_types ORDER BY sort').all() as HallRow[];
    const favorites = favoriteIds(deps.db, getMember(deps, req)?.id ?? null);
    return ok(
      halls
        .map((h) => ({
          gt_id: h.gt_id,
          gt_name: h.name,
          en_name: h.en_name,
          name: { en_US: h.en_name, bn_BD: h.bn_name },
          game_list: rows.filter((g) => g.gt_id === h.gt_id).map((g) => gameEntry(deps, g, favorites)),
        }))
        .filter((h) => h.game_list.length > 0),
    );
  });

  r.post('/api/v2/get_jackpot', {
    schema: { tags: ['games'], body: Type.Object({ currency: Currency }) },
  }, async (req) => {
    const row = deps.db.prepare('SELECT * FROM jackpots WHERE currency = ?').get(req.body.currency.toUpperCase()) as
      | { base_amount: number; per_second: number; base_at: string }
      | undefined;
    if (!row) return ok({ jackpot_amount_total: 0, currency: req.body.currency });
    // The jackpot grows with time so the ticker moves, as a real progressive does.
    const seconds = Math.max(0, (Date.now() - Date.parse(row.base_at)) / 1000);
    return ok({ jackpot_amount_total: Math.round((row.base_amount + seconds * row.per_second) * 100) / 100, currency: req.body.currency.toUpperCase() });
  });
}
