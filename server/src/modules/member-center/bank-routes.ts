import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { publishToMember } from '../member/wallet';
import { BANK_CODES, MAX_BANK_ACCOUNTS } from './codes';

const BASE = '/api/arks/web/member-center';
const ACCOUNT_NUMBER = /^\d{8,20}$/;

/** Shows only the last four digits of an account number. */
export const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

export function bankRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${BASE}/bank-account/list`, { onRequest: auth, schema: { tags: ['member-center'] } }, async (req) => {
    const member = currentMember(req);
    const rows = deps.db.prepare('SELECT id, bank_name, account_name, account_number, created_at FROM bank_accounts WHERE member_id = ? ORDER BY id').all(member.id) as {
      id: number; bank_name: string; account_name: string; account_number: string; created_at: string;
    }[];
    return ok({
      list: rows.map((b) => ({ ...b, account_number: maskAccount(b.account_number) })),
      need_bank_account_deposit_verified: member.need_bank_account_deposit_verified,
      max_count: MAX_BANK_ACCOUNTS,
    });
  });

  r.post(`${BASE}/bank-account/bind`, {
    onRequest: auth,
    schema: {
      tags: ['member-center'],
      body: Type.Object({
        bank_name: Type.String({ minLength: 2, maxLength: 64 }),
        account_name: Type.String({ minLength: 2, maxLength: 64 }),
        account_number: Type.String({ minLength: 1, maxLength: 32 }),
      }),
    },
  }, async (req) => {
    const member = currentMember(req);
    const b = req.body;
    const number = b.account_number.replace(/[\s-]/g, '');
    if (!ACCOUNT_NUMBER.test(number)) return fail(BANK_CODES.invalidAccountNumber, 'Account number must be 8-20 digits');
    const count = (deps.db.prepare('SELECT COUNT(*) AS n FROM bank_accounts WHERE member_id = ?').get(member.id) as { n: number }).n;
    if (count >= MAX_BANK_ACCOUNTS) return fail(BANK_CODES.limitReached, `At most ${MAX_BANK_ACCOUNTS} bank accounts`);
    const taken = deps.db.prepare('SELECT 1 FROM bank_accounts WHERE account_number = ?').get(number);
    if (taken) return fail(BANK_CODES.duplicateAccount, 'This account is already bound');
    const id = Number(
      deps.db.prepare('INSERT INTO bank_accounts (member_id, bank_name, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(member.id, b.bank_name.trim(), b.account_name.trim(), number, new Date().toISOString()).lastInsertRowid,
    );
    deps.db.prepare("UPDATE members SET need_bank_account_deposit_verified = 0, updated_at = datetime('now') WHERE id = ?").run(member.id);
    await publishToMember(deps, member.id, REALTIME_EVENTS.profileUpdated, { fields: ['bank_account'], need_bank_account_deposit_verified: 0 });
    return ok({ id, bank_name: b.bank_name.trim(), account_number: maskAccount(number), need_bank_account_deposit_verified: 0 });
  });
}
