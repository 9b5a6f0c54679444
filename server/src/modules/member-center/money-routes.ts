import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { verifyPassword } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { Amount, Currency, GpId, Id } from '../content/common-schemas';
import { findProvider, maintenanceOf } from '../games/catalog';
import { MAIN_WALLET, addMainCash, cashSnapshot, mainCash, moveMoney, providerBalance, publishMemberCash } from '../member/wallet';
import { DEPOSIT_CODES, TRANSFER_CODES, WITHDRAW_CODES, WITHDRAW_LIMITS } from './codes';

const BASE = '/api/arks/web/member-center';

interface ChannelRow { id: number; currency: string; name: string; channel_type: string; min_amount: number; max_amount: number }

export function orderNumber(prefix: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomBytes(3).toString('hex').toUpperCase()}`;
}

export function moneyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${BASE}/deposit/channels`, { onRequest: auth, schema: { tags: ['member-center'], body: Type.Object({ currency: Type.Optional(Currency) }) } }, async (req) => {
    const member = currentMember(req);
    const rows = deps.db.prepare('SELECT * FROM deposit_channels WHERE currency = ? AND is_active = 1 ORDER BY sort').all(member.member_currency) as ChannelRow[];
    return ok({
      list: rows.map((c) => ({ id: c.id, name: c.name, channel_type: c.channel_type, currency: c.currency, min_amount: c.min_amount, max_amount: c.max_amount })),
      need_bank_account_deposit_verified: member.need_bank_account_deposit_verified,
    });
  });

  r.post(`${BASE}/deposit`, { onRequest: auth, schema: { tags: ['member-center'], body: Type.Object({ channel_id: Id, amount: Amount }) } }, async (req) => {
    const member = currentMember(req);
    if (member.need_bank_account_deposit_verified === 1) return fail(DEPOSIT_CODES.bankNotBound, 'Please bind a bank account first');
    const channel = deps.db.prepare('SELECT * FROM deposit_channels WHERE id = ? AND currency = ? AND is_active = 1').get(req.body.channel_id, member.member_currency) as ChannelRow | undefined;
    if (!channel) return fail(DEPOSIT_CODES.channelUnavailable, 'Deposit channel unavailable');
    if (req.body.amount < channel.min_amount || req.body.amount > channel.max_amount) {
      return fail(DEPOSIT_CODES.amountOutOfRange, `Amount must be between ${channel.min_amount} and ${channel.max_amount}`, { min_amount: channel.min_amount, max_amount: channel.max_amount });
    }
    const order = orderNumber('D');
    const now = new Date().toISOString();
    deps.db.prepare('INSERT INTO deposits (order_number, member_id, channel_id, currency, amount, status, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)')
      .run(order, member.id, channel.id, member.member_currency, req.body.amount, now);
    // The payment page is the operator's; the console marks the deposit successful.
    return ok({ order_number: order, amount: req.body.amount, currency: member.member_currency, channel: channel.name, status: 0, created_at: now });
  });

  r.post(`${BASE}/withdrawal`, {
    onRequest: auth,
    schema: { tags: ['member-center'], body: Type.Object({ amount: Amount, withdraw_password: Type.String({ maxLength: 32 }), bank_account_id: Type.Optional(Id) }) },
  }, async (req) => {
    const member = currentMember(req);
    const b = req.body;
    const bank = deps.db
      .prepare('SELECT id FROM bank_accounts WHERE member_id = ? AND (? IS NULL OR id = ?) ORDER BY id LIMIT 1')
      .get(member.id, b.bank_account_id ?? null, b.bank_account_id ?? null) as { id: number } | undefined;
    if (!bank) return fail(WITHDRAW_CODES.noBankAccount, 'Please bind a bank account first');
    if (!member.withdraw_password_hash) return fail(WITHDRAW_CODES.withdrawPasswordNotSet, 'Please set a withdraw password first');
    if (!verifyPassword(b.withdraw_password, member.withdraw_password_hash)) return fail(WITHDRAW_CODES.withdrawPasswordWrong, 'Withdraw password is wrong');
    const [min, max] = WITHDRAW_LIMITS[member.member_currency] ?? [1, Number.MAX_SAFE_INTEGER];
    if (b.amount < min || b.amount > max) return fail(WITHDRAW_CODES.amountOutOfRange, `Amount must be between ${min} and ${max}`, { min_amount: min, max_amount: max });
    if (b.amount > mainCash(deps.db, member.id)) return fail(WITHDRAW_CODES.insufficientBalance, 'Insufficient balance');
    const order = orderNumber('W');
    deps.db.transaction(() => {
      addMainCash(deps.db, member.id, -b.amount);
      deps.db.prepare('INSERT INTO withdrawals (order_number, member_id, bank_account_id, currency, amount, status, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)')
        .run(order, member.id, bank.id, member.member_currency, b.amount, new Date().toISOString());
    })();
    await publishMemberCash(deps, member.id);
    return ok({ order_number: order, amount: b.amount, status: 0, ...cashSnapshot(deps.db, member.id) });
  });

  r.post(`${BASE}/transfer`, {
    onRequest: auth,
    schema: { tags: ['member-center'], body: Type.Object({ from_wallet: GpId, to_wallet: GpId, amount: Amount }) },
  }, async (req) => {
    const member = currentMember(req);
    const { from_wallet: from, to_wallet: to, amount } = req.body;
    if (member.wallet_status !== 1) return fail(TRANSFER_CODES.transferDisabled, 'Wallet transfer is disabled');
    if (from === to) return fail(TRANSFER_CODES.sameWallet, 'Choose two different wallets');
    for (const w of [from, to]) {
      if (w === MAIN_WALLET) continue;
      const p = findProvider(deps.db, w);
      if (!p || !p.is_active) return fail(TRANSFER_CODES.unknownWallet, `Unknown wallet ${w}`);
      const maintain = maintenanceOf(p);
      if (maintain) return fail(TRANSFER_CODES.providerMaintenance, `${p.gp_name} is under maintenance`, maintain);
    }
    const available = from === MAIN_WALLET ? mainCash(deps.db, member.id) : providerBalance(deps.db, member.id, from);
    if (amount > available) return fail(TRANSFER_CODES.insufficientBalance, 'Insufficient balance', { available });
    deps.db.transaction(() => moveMoney(deps.db, member.id, from, to, amount))();
    await publishMemberCash(deps, member.id);
    return ok({ from_wallet: from, to_wallet: to, amount, ...cashSnapshot(deps.db, member.id) });
  });
}
