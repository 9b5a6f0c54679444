import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { assetUrl } from '../content/localize';
import { maintenanceOf } from '../games/catalog';
import { BALANCE_GET_BACK_CODES as CODES, GET_BACK_INTERVAL_MS } from './codes';
import { MAIN_WALLET, cashSnapshot, money, moveMoney, publishMemberCash, publishToMember } from './wallet';

interface WalletRow { gp_id: string; balance: number; gp_name: string; is_light: number; is_active: number; maintain_start_at: string | null; maintain_end_at: string | null }

export function walletRows(deps: ServerDeps, memberId: number): WalletRow[] {
  return deps.db
    .prepare(
      `SELECT w.gp_id, w.balance, p.gp_name, p.is_light, p.is_active, p.maintain_start_at, p.maintain_end_at
       FROM member_wallets w JOIN providers p ON p.gp_id = w.gp_id WHERE w.member_id = ? ORDER BY p.sort`,
    )
    .all(memberId) as WalletRow[];
}

/** Moves every provider balance not in maintenance back to the main wallet; returns what moved. */
export function transferAllBack(deps: ServerDeps, memberId: number): { moved: number; skipped: string[] } {
  let moved = 0;
  const skipped: string[] = [];
  deps.db.transaction(() => {
    for (const w of walletRows(deps, memberId)) {
      if (w.balance <= 0) continue;
      if (maintenanceOf(w)) {
        skipped.push(w.gp_id);
        continue;
      }
      moveMoney(deps.db, memberId, w.gp_id, MAIN_WALLET, w.balance, 'back');
      moved = money(moved + w.balance);
    }
  })();
  return { moved, skipped };
}

export function walletRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/member/profile/my_cash', { onRequest: auth, schema: { tags: ['member'] } }, async (req) => {
    const member = currentMember(req);
    const snapshot = cashSnapshot(deps.db, member.id);
    return ok({
      my_cash_list: walletRows(deps, member.id).map((w) => ({
        gp_id: w.gp_id,
        gp_name: w.gp_name,
        cash: money(w.balance),
        is_light: w.is_light,
        is_active: w.is_active,
        maintain: maintenanceOf(w),
        icon_light: assetUrl(deps, `/assets/provider/${w.gp_id}.svg`),
        icon_dark: assetUrl(deps, `/assets/provider/${w.gp_id}-dark.svg`),
      })),
      member_cash: snapshot.member_cash,
      total: snapshot.total,
    });
  });

  r.post('/api/member/profile/balance/all/back', { onRequest: auth, schema: { tags: ['member'] } }, async (req) => {
    const member = currentMember(req);
    const result = transferAllBack(deps, member.id);
    await publishToMember(deps, member.id, REALTIME_EVENTS.allTransferBack, { ...result, ...cashSnapshot(deps.db, member.id) });
    await publishMemberCash(deps, member.id);
    return ok({ ...result, ...cashSnapshot(deps.db, member.id) });
  });

  r.post('/api/member/profile/balance_get_back', { onRequest: auth, schema: { tags: ['member'] } }, async (req) => {
    const member = currentMember(req);
    if (member.wallet_status !== 1) return fail(CODES.transferDisabled, 'Wallet transfer is disabled');
    if (member.is_playing === 1) return fail(CODES.gamePlaying, 'Please leave the game first');
    const now = Date.now();
    const last = deps.db.prepare('SELECT last_at FROM balance_get_back_log WHERE member_id = ?').get(member.id) as { last_at: number } | undefined;
    if (last && now - last.last_at < GET_BACK_INTERVAL_MS) return fail(CODES.tooFrequent, 'Too frequent, please wait');
    deps.db.prepare('INSERT INTO balance_get_back_log (member_id, last_at) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET last_at = excluded.last_at').run(member.id, now);
    const wallets = walletRows(deps, member.id).filter((w) => w.balance > 0);
    if (wallets.length === 0) return fail(CODES.nothingToGetBack, 'No balance to get back');
    const held = wallets.filter((w) => maintenanceOf(w)).map((w) => w.gp_id);
    if (held.length > 0) return fail(CODES.providerMaintenance, 'A provider holding balance is under maintenance', { gp_ids: held });
    const result = transferAllBack(deps, member.id);
    await publishMemberCash(deps, member.id);
    return ok({ ...result, ...cashSnapshot(deps.db, member.id) });
  });
}
