import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { memberLayout, memberProfile } from '../../core/members';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { currentMember, getMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { Currency, SiteId } from '../content/common-schemas';
import { langOf, pick, siteSetting } from '../content/localize';
import { EDIT_PASSWORD_CODES, MEMBER_INFO_CODES } from './codes';
import { publishToMember } from './wallet';

const Optional = Type.Optional;
const Secret = Type.String({ maxLength: 64 });
/** Spec 5: 6-12 letters and digits with at least one of each. */
const PASSWORD_FORMAT = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;

export function profileRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/member/profile/common/layout', { onRequest: auth, schema: { tags: ['member'] } }, async (req) => {
    const member = currentMember(req);
    const level = deps.db.prepare('SELECT name_en, name_bn FROM agent_level_names WHERE level = ?').get(member.agent_level) as
      | { name_en: string; name_bn: string } | undefined;
    return ok({ ...memberLayout(member), agent_level_name: level ? pick(langOf(req), level.name_en, level.name_bn) : '' });
  });

  r.post('/api/member/profile', { onRequest: auth, schema: { tags: ['member'] } }, async (req) => ok(memberProfile(currentMember(req))));

  r.post('/api/member/profile/edit_password', {
    onRequest: auth,
    schema: {
      tags: ['member'],
      body: Type.Object({
        old_password: Secret,
        new_password: Optional(Secret),
        password: Optional(Secret),
        check_password: Optional(Secret),
        password_confirmation: Optional(Secret),
      }),
    },
  }, async (req) => {
    const member = currentMember(req);
    const b = req.body;
    const next = b.new_password ?? b.password ?? '';
    const confirm = b.check_password ?? b.password_confirmation;
    if (!verifyPassword(b.old_password, member.password_hash)) return fail(EDIT_PASSWORD_CODES.oldPasswordWrong, 'Old password is wrong');
    if (!PASSWORD_FORMAT.test(next)) return fail(EDIT_PASSWORD_CODES.invalidPassword, 'Password must be 6-12 letters and digits');
    if (confirm !== undefined && confirm !== next) return fail(EDIT_PASSWORD_CODES.confirmationDiffers, 'Passwords do not match');
    if (next === b.old_password) return fail(EDIT_PASSWORD_CODES.sameAsOld, 'New password equals the old one');
    deps.db
      .prepare("UPDATE members SET password_hash = ?, first_login_to_change_password = 0, updated_at = datetime('now') WHERE id = ?")
      .run(hashPassword(next), member.id);
    await publishToMember(deps, member.id, REALTIME_EVENTS.profileUpdated, { fields: ['password'], first_login_to_change_password: 0 });
    return ok(null);
  });

  r.post('/api/member_info', {
    schema: { tags: ['member'], body: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }) },
  }, async (req) => {
    const row = deps.db.prepare('SELECT id, member_currency FROM members WHERE id = ?').get(req.body.id) as { id: number; member_currency: string } | undefined;
    return row ? ok({ id: row.id, currency: row.member_currency }) : fail(MEMBER_INFO_CODES.notFound, 'Member not found');
  });

  r.post('/api/arks/web/agent-level-rename', { schema: { tags: ['member'] } }, async (req) => {
    const lang = langOf(req);
    const rows = deps.db.prepare('SELECT * FROM agent_level_names ORDER BY level').all() as { level: number; name_en: string; name_bn: string }[];
    return ok({ list: rows.map((l) => ({ agent_level: l.level, name: pick(lang, l.name_en, l.name_bn) })) });
  });

  r.post('/api/bonus_setting/check', {
    schema: { tags: ['member'], body: Type.Object({ member_currency: Currency, site_id: Optional(SiteId) }) },
  }, async (req) => {
    const flags = siteSetting<Record<string, number>>(deps, 'bonus_is_friend', {});
    return ok({ is_friend: flags[req.body.member_currency.toUpperCase()] === 1 ? 1 : 0 });
  });

  r.post('/api/member/apply_for_agent/check', {
    schema: {
      tags: ['member'],
      body: Type.Object({ agent_id: Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.String({ maxLength: 32 })])), apply_agent_flag: Optional(Type.Integer({ minimum: 0, maximum: 1 })) }),
    },
  }, async (req) => {
    const member = getMember(deps, req);
    const agentId = Number(req.body.agent_id ?? member?.id ?? 0) || 0;
    const agent = deps.db.prepare('SELECT id, is_agent, agent_active FROM members WHERE id = ?').get(agentId) as
      | { id: number; is_agent: number; agent_active: number } | undefined;
    const pending = member
      ? (deps.db.prepare('SELECT COUNT(*) AS n FROM agent_applications WHERE member_id = ? AND status = 0').get(member.id) as { n: number }).n
      : 0;
    return ok({
      agent_id: agent?.id ?? null,
      is_agent: agent?.is_agent ?? 0,
      agent_active: agent?.agent_active ?? 0,
      is_valid: agent && agent.is_agent === 1 && agent.agent_active === 1 ? 1 : 0,
      apply_status: pending > 0 ? 1 : 0,
      can_apply: member && member.is_agent === 0 && pending === 0 ? 1 : 0,
    });
  });

  r.post('/api/arks/web/cash_surplus/check', {
    schema: { tags: ['member'], body: Type.Object({ currency: Currency, site_id: Optional(SiteId) }) },
  }, async (req) => {
    const flags = siteSetting<Record<string, number>>(deps, 'cash_surplus_active', {});
    return ok({ active: flags[req.body.currency.toUpperCase()] === 1 ? 1 : 0 });
  });
}
