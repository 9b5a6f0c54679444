import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { findGameById, findProvider, maintenanceOf } from '../games/catalog';
import { addProviderBalance, money, providerBalance, publishMemberCash } from '../member/wallet';
import { gamePage, messagePage, sportPage } from './pages';
import { REALTIME_EVENTS } from '../../realtime/events';
import { publishToMember } from '../member/wallet';
import { lobbyOrigins, siteLobbyUrl } from './lobby-url';
import { findSession, type GameSessionRow } from './sessions';
import { spin } from './slot-engine';

/** Error table of the simulator's spin call. */
export const SPIN_CODES = { sessionClosed: 101, insufficientBalance: 102, maintenance: 203 } as const;
const Token = Type.Object({ token: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
const MAX_BET = 1_000_000;
const MATCHES: [string, string, number, number][] = [
  ['Bangladesh', 'India', 2.35, 1.62],
  ['Dhaka Dynamites', 'Sylhet Strikers', 1.9, 1.9],
  ['Chattogram Challengers', 'Rangpur Riders', 1.75, 2.05],
];

function balanceOf(deps: ServerDeps, s: GameSessionRow): number {
  return s.is_demo ? money(s.demo_balance) : providerBalance(deps.db, s.member_id!, s.gp_id);
}

export function simulatorRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/sim/game/:token', { schema: { hide: true, params: Token } }, async (req, reply) => {
    const s = findSession(deps.db, req.params.token);
    const game = s ? findGameById(deps.db, s.game_id) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!s || !game || s.closed_at) return reply.code(404).send(messagePage('Session ended', 'This game session has ended. Please start the game again.'));
    return gamePage({
      token: s.token, title: game.name_en, provider: game.gp_name, currency: s.currency, demo: s.is_demo === 1,
      balance: balanceOf(deps, s), lobbyUrl: siteLobbyUrl(s.lobby_url, lobbyOrigins(deps.config)), defaultBet: s.currency === 'USD' ? 1 : 10,
    });
  });

  r.get('/sim/game/:token/balance', { schema: { hide: true, params: Token } }, async (req) => {
    const s = findSession(deps.db, req.params.token);
    if (!s || s.closed_at) return fail(SPIN_CODES.sessionClosed, 'Session ended');
    return ok({ balance: balanceOf(deps, s), currency: s.currency, demo: s.is_demo });
  });

  r.post('/sim/game/:token/spin', {
    schema: { hide: true, params: Token, body: Type.Object({ bet: Type.Number({ minimum: 0.01, maximum: MAX_BET }) }) },
  }, async (req) => {
    const s = findSession(deps.db, req.params.token);
    if (!s || s.closed_at) return fail(SPIN_CODES.sessionClosed, 'Session ended');
    const provider = findProvider(deps.db, s.gp_id);
    const maintain = provider ? maintenanceOf(provider) : null;
    if (maintain) return fail(SPIN_CODES.maintenance, 'Game provider is under maintenance', maintain);
    const bet = money(req.body.bet);
    if (bet > balanceOf(deps, s)) return fail(SPIN_CODES.insufficientBalance, 'Insufficient balance');
    const result = spin(bet);
    const delta = money(result.win - bet);
    if (s.is_demo) {
      deps.db.prepare('UPDATE game_sessions SET demo_balance = ROUND(demo_balance + ?, 2) WHERE token = ?').run(delta, s.token);
    } else {
      const game = findGameById(deps.db, s.game_id)!;
      deps.db.transaction(() => {
        addProviderBalance(deps.db, s.member_id!, s.gp_id, delta);
        deps.db.prepare('INSERT INTO bet_records (member_id, gp_id, gt_id, game_id, bet_amount, payout, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(s.member_id, s.gp_id, game.gt_id, game.id, bet, result.win, new Date().toISOString());
      })();
    }
    const after = findSession(deps.db, s.token)!;
    const balance = balanceOf(deps, after);
    if (!s.is_demo) await publishMemberCash(deps, s.member_id!, { gp_id: s.gp_id, balance });
    return ok({ ...result, bet, balance });
  });

  // The lobby button: the provider closes its session and tells the site the game ended.
  r.post('/sim/game/:token/leave', { schema: { hide: true, params: Token } }, async (req) => {
    const s = findSession(deps.db, req.params.token);
    if (!s || s.closed_at) return fail(SPIN_CODES.sessionClosed, 'Session ended');
    deps.db.prepare('UPDATE game_sessions SET closed_at = ? WHERE token = ?').run(new Date().toISOString(), s.token);
    if (s.member_id !== null) {
      deps.db.prepare('UPDATE members SET is_playing = 0 WHERE id = ?').run(s.member_id);
      await publishToMember(deps, s.member_id, REALTIME_EVENTS.forwardGameStatus, { status: 'closed', gp_id: s.gp_id, game_id: s.game_id });
    }
    return ok(null);
  });

  r.get('/sim/sport', {
    schema: { hide: true, querystring: Type.Object({ currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,4}$' })), member: Type.Optional(Type.String({ maxLength: 16 })) }) },
  }, async (req, reply) => reply.type('text/html; charset=utf-8').send(sportPage(req.query.currency ?? 'BDT', MATCHES)));
}
