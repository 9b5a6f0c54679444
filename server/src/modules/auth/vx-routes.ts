import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isPasswordFormat } from '@mfp/shared/validation/checks';
import { consumeCaptcha } from '../../core/captcha';
import type { ServerDeps } from '../../core/deps';
import { findMemberByAccount } from '../../core/members';
import { hashPassword, verifyPasswordAsync } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { randomToken } from '../../core/tokens';
import { VX_RESET_CODES, VX_VERIFY_CODES } from './codes';
import { Str } from './schemas';

const RESET_TOKEN_TTL_MS = 15 * 60_000;

const verifyBody = Type.Object({
  account: Str(64),
  withdraw_password: Str(16),
  member_email: Type.Optional(Str(254)),
  member_phone: Type.Optional(Str(32)),
  answer: Type.Optional(Str(16)),
  captcha_token: Type.Optional(Str(128)),
  site_id: Type.Optional(Str(64)),
});
const resetBody = Type.Object({ account: Str(64), password: Str(64), token: Str(128), site_id: Type.Optional(Str(64)) });

type VerifyBody = { account: string; withdraw_password: string; member_email?: string; member_phone?: string; answer?: string; captcha_token?: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Withdraw-password verification and the login-password reset it unlocks. */
export function vxRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post('/api/arks/web/vx/verify', { schema: { tags: ['auth'], body: verifyBody }, config: { validationCode: 101 } }, async (request) => {
    const body = request.body as VerifyBody;
    const member = findMemberByAccount(deps.db, body.account.trim());
    if (!member) return fail(101, VX_VERIFY_CODES[101]);
    if (member.status !== 'active') return fail(102, VX_VERIFY_CODES[102]);
    if (body.captcha_token !== undefined && !consumeCaptcha(deps.db, body.captcha_token, body.answer)) {
      return fail(204, VX_VERIFY_CODES[204]);
    }
    if (!(await verifyPasswordAsync(body.withdraw_password, member.withdraw_password_hash))) return fail(201, VX_VERIFY_CODES[201]);
    if (body.member_email && !same(body.member_email, member.member_email)) return fail(202, VX_VERIFY_CODES[202]);
    if (body.member_phone && !same(body.member_phone, member.member_phone)) return fail(203, VX_VERIFY_CODES[203]);
    const token = randomToken(24);
    deps.db.prepare('INSERT INTO reset_tokens (token, member_id, expires_at) VALUES (?, ?, ?)').run(token, member.id, Date.now() + RESET_TOKEN_TTL_MS);
    return ok({ token });
  });

  app.post('/api/arks/web/vx/reset', { schema: { tags: ['auth'], body: resetBody }, config: { validationCode: 101 } }, async (request) => {
    const body = request.body as { account: string; password: string; token: string };
    const member = findMemberByAccount(deps.db, body.account.trim());
    if (!member) return fail(101, VX_RESET_CODES[101]);
    if (member.status !== 'active') return fail(102, VX_RESET_CODES[102]);
    const row = deps.db.prepare('SELECT member_id, expires_at, used FROM reset_tokens WHERE token = ?').get(body.token) as
      | { member_id: number; expires_at: number; used: number }
      | undefined;
    if (!row || row.used || row.expires_at < Date.now()) return fail(201, VX_RESET_CODES[201]);
    if (row.member_id !== member.id) return fail(202, VX_RESET_CODES[202]);
    if (!isPasswordFormat(body.password)) return fail(203, VX_RESET_CODES[203]);
    deps.db.transaction(() => {
      deps.db.prepare('UPDATE reset_tokens SET used = 1 WHERE token = ?').run(body.token);
      deps.db
        .prepare("UPDATE members SET password_hash = ?, first_login_to_change_password = 0, updated_at = datetime('now') WHERE id = ?")
        .run(hashPassword(body.password), member.id);
    })();
    return ok(null);
  });
}
