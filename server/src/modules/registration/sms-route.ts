import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { getSetting, setSetting } from '../../core/settings';
import { randomDigits } from '../../core/tokens';
import { Str } from '../auth/schemas';
import { SMS_CODE_TTL_MS, SMS_CODES, SMS_RESEND_MS } from './codes';

const smsBody = Type.Object({
  member_phone: Type.Optional(Str(32)),
  currency: Type.Optional(Str(8)),
  type: Type.Optional(Str(32)),
  site_id: Type.Optional(Str(64)),
});

const PHONE = /^\d{8,15}$/;

/** POST /api/register/sms: stores a 6-digit code (read back by e2e through GET /__test/sms). */
export function smsRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.post('/api/register/sms', { schema: { tags: ['registration'], body: smsBody } }, async (request) => {
    const body = request.body as { member_phone?: string; type?: string };
    const phone = (body.member_phone ?? '').trim();
    if (phone === '') return fail(201, SMS_CODES[201]);
    if (!PHONE.test(phone)) return fail(99, SMS_CODES[99]);
    if (deps.db.prepare("SELECT 1 FROM register_blacklist WHERE kind = 'phone' AND value = ?").get(phone)) {
      return fail(104, SMS_CODES[104]);
    }
    const last = deps.db.prepare('SELECT created_at FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as
      | { created_at: number }
      | undefined;
    const now = Date.now();
    if (last && now - last.created_at < SMS_RESEND_MS) return fail(102, SMS_CODES[102]);
    const balance = Number(getSetting(deps.db, 'sms_balance', '0'));
    if (!(balance > 0)) return fail(103, SMS_CODES[103]);
    deps.db.transaction(() => {
      setSetting(deps.db, 'sms_balance', String(balance - 1));
      deps.db
        .prepare('INSERT INTO sms_codes (phone, code, type, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(phone, randomDigits(6), body.type ?? 'register_member', now, now + SMS_CODE_TTL_MS);
    })();
    return ok({ countdown: SMS_RESEND_MS / 1000 });
  });
}
