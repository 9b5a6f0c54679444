import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { consumeCaptcha } from '../../core/captcha';
import type { ServerDeps } from '../../core/deps';
import { hashPassword } from '../../core/passwords';
import { hit } from '../../core/rate-limit';
import { fail, ok } from '../../core/reply';
import { openCurrencies } from '../../core/settings';
import { randomToken } from '../../core/tokens';
import { findMemberById } from '../../core/members';
import { completeLogin } from '../auth/login-flow';
import { Str } from '../auth/schemas';
import {
  blacklistCode, consumeSmsCode, formatCode, ipBlacklisted, registerSettings, resolveIntroducer, uniqueCode,
} from './checks';
import { REGISTER_CODES, type RegisterCode } from './codes';
import { normaliseForm, TEXT_FIELDS, type RegisterForm } from './form';

const siteBody = Type.Object({ site_id: Type.Optional(Str(64)) });
const formBody = Type.Object(
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, Type.Optional(Str(f === 'captchaToken' || f === 'captcha_token' ? 128 : 100))])) as Record<string, TSchema>,
);

const DAY_MS = 86_400_000;
const failReg = (code: RegisterCode) => fail(code, REGISTER_CODES[code]);

export function registrationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post('/api/arks/web/register-settings', { schema: { tags: ['registration'], body: siteBody } }, async () =>
    ok({ list: registerSettings(deps) }),
  );

  app.post('/api/arks/web/register-settings/service-agreement', { schema: { tags: ['registration'], body: siteBody } }, async () =>
    ok({ list: deps.db.prepare('SELECT id, language, title, content FROM service_agreements ORDER BY id').all() }),
  );

  app.post('/api/register/verification', { schema: { tags: ['registration'], body: formBody } }, async (request) => {
    const form = normaliseForm(request.body as Record<string, unknown>);
    const currency = form.member_currency ?? '';
    if (!openCurrencies(deps.db).includes(currency)) return failReg(207);
    const settings = registerSettings(deps, currency);
    const only = Object.keys(form).filter((k) => !['site_id', 'member_currency', 'verification', 'introducer'].includes(k));
    const code = formatCode(form, settings, currency, only) ?? blacklistCode(deps, form) ?? uniqueCode(deps, form, settings, only);
    if (code) return failReg(code);
    if (form.introducer) {
      const intro = resolveIntroducer(deps, form.introducer, currency);
      if ('code' in intro) return failReg(intro.code);
    }
    return ok({ is_valid: 1 });
  });

  app.post('/api/register', { schema: { tags: ['registration'], body: formBody } }, async (request, reply) => {
    const ip = request.clientIp;
    const form = normaliseForm(request.body as Record<string, unknown>);
    if (!hit(deps.db, `register:${ip}`, 60_000, deps.config.limits.registerPerIpPerMinute)) return failReg(996);
    const done = deps.db.prepare('SELECT COUNT(*) AS n FROM registrations WHERE ip = ? AND created_at > ?').get(ip, Date.now() - DAY_MS) as { n: number };
    if (done.n >= deps.config.limits.registrationsPerIpPerDay) return failReg(997);
    if (ipBlacklisted(deps, ip, form.remote_addr)) return failReg(218);

    const currency = form.member_currency ?? '';
    if (!openCurrencies(deps.db).includes(currency)) return failReg(207);
    const settings = registerSettings(deps, currency);
    const captchaShown = settings.find((s) => s.name === 'member_captcha')?.is_display === 1;
    if (captchaShown && !consumeCaptcha(deps.db, form.captcha_token, form.answer)) return failReg(224);

    const code = formatCode(form, settings, currency) ?? blacklistCode(deps, form) ?? uniqueCode(deps, form, settings);
    if (code) return failReg(code);
    const intro = resolveIntroducer(deps, form.introducer, currency);
    if ('code' in intro) return failReg(intro.code);
    const phoneSetting = settings.find((s) => s.name === 'member_phone');
    if (phoneSetting?.is_display && phoneSetting.is_verification && form.member_phone && !consumeSmsCode(deps, form.member_phone, form.phone_verify)) {
      return failReg(113);
    }
    const memberId = createMember(deps, form, currency, intro, ip);
    const member = findMemberById(deps.db, memberId);
    if (!member) throw new Error('registered member not found');
    const session = await completeLogin(deps, member, { device: 'register' }, request, reply);
    return ok({ ...session, member_name: member.member_name, recommend_code: member.recommend_code });
  });

  app.post('/api/register/valid_message', {
    schema: { tags: ['registration'], body: Type.Object({ site_id: Type.Optional(Str(64)), recommend_code: Type.Optional(Str(64)), agent_id: Type.Optional(Str(32)) }) },
  }, async (request) => {
    const body = request.body as { recommend_code?: string; agent_id?: string };
    const value = body.agent_id ?? body.recommend_code ?? '';
    const currencyOf = (id: number) => findMemberById(deps.db, id)?.member_currency ?? '';
    const intro = body.agent_id
      ? resolveIntroducer(deps, value, currencyOf(Number(value)))
      : resolveIntroducer(deps, value, (deps.db.prepare('SELECT member_currency c FROM members WHERE recommend_code = ? COLLATE NOCASE').get(value) as { c: string } | undefined)?.c ?? '');
    if ('code' in intro || intro.kind === 'none') return ok({ is_valid: 0, ...('code' in intro ? { reason: intro.code } : {}) });
    if (body.agent_id && intro.kind !== 'agent') return ok({ is_valid: 0, reason: 106 });
    const owner = intro.kind === 'agent' ? intro.agent : intro.referrer;
    return ok({ is_valid: 1, currency: owner.member_currency });
  });

  app.post('/api/arks/web/check-agent-domain', {
    schema: { tags: ['registration'], body: Type.Object({ host: Str(255), site_id: Type.Optional(Str(64)) }) },
  }, async (request) => {
    const host = (request.body as { host: string }).host.replace(/:\d+$/, '').toLowerCase();
    const row = deps.db
      .prepare('SELECT m.id, m.member_currency, m.agent_active, m.status FROM agent_domains d JOIN members m ON m.id = d.agent_id WHERE d.host = ?')
      .get(host) as { id: number; member_currency: string; agent_active: number; status: string } | undefined;
    if (!row || !row.agent_active || row.status !== 'active') return ok({ is_valid: 0, currency: '', agent_id: '' });
    return ok({ is_valid: 1, currency: row.member_currency, agent_id: row.id });
  });
}

function createMember(deps: ServerDeps, form: RegisterForm, currency: string, intro: ReturnType<typeof resolveIntroducer>, ip: string): number {
  const parent = 'kind' in intro && intro.kind === 'agent' ? intro.agent.id : null;
  const referrer = 'kind' in intro && intro.kind === 'recommend' ? intro.referrer : null;
  return deps.db.transaction(() => {
    const result = deps.db
      .prepare(
        `INSERT INTO members (member_account, password_hash, withdraw_password_hash, member_currency, member_name, member_email,
           member_phone, member_birthday, identity_id, member_qq, member_telegram, member_whats_app, member_skype, member_fb,
           member_zalo, member_wechat, member_others, parent_agent_id, recommended_by, register_ip, site_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        form.member_account, hashPassword(form.password ?? ''), form.withdraw_password ? hashPassword(form.withdraw_password) : null,
        currency, form.member_name ?? '', form.member_email ?? '', form.member_phone ?? '', form.member_birthday ?? '',
        form.identity_id ?? '', form.member_qq ?? '', form.member_telegram ?? '', form.member_whats_app ?? '', form.member_skype ?? '',
        form.member_fb ?? '', form.member_zalo ?? '', form.member_wechat ?? '', form.member_others ?? '',
        parent ?? referrer?.parent_agent_id ?? null, referrer?.id ?? null, ip, deps.config.siteId,
      );
    const id = Number(result.lastInsertRowid);
    deps.db.prepare('UPDATE members SET recommend_code = ? WHERE id = ?').run(`RC${id}${randomToken(2).toUpperCase()}`, id);
    deps.db.prepare('INSERT INTO registrations (member_id, ip, introducer, created_at) VALUES (?, ?, ?, ?)').run(id, ip, form.introducer || null, Date.now());
    return id;
  })();
}
