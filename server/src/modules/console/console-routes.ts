import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { fail, ok } from '../../core/reply';
import { CHANNELS } from '../../realtime/channels';
import { REALTIME_EVENTS } from '../../realtime/events';
import { bumpBuild } from '../build/builds';
import { setSiteSetting } from '../content/localize';
import { findProvider } from '../games/catalog';
import { unreadCount } from '../member/letter-routes';
import { addMainCash, publishMemberCash, publishToMember } from '../member/wallet';
import { operatorOf, recordAudit, UNNAMED_OPERATOR } from './audit';
import { consoleGuard } from './guard';
import { resetMember } from './member-reset';

const Optional = Type.Optional;
const Html = Type.String({ minLength: 1, maxLength: 20_000 });
const MemberId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoTime = Type.String({ maxLength: 40 });
/** Console error codes. */
export const CONSOLE_CODES = { notFound: 101, alreadyDone: 102, invalid: 103 } as const;

const currencies = (deps: ServerDeps) =>
  (deps.db.prepare('SELECT DISTINCT member_currency AS c FROM members').all() as { c: string }[]).map((r) => r.c);

export function consoleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = consoleGuard(deps.config.consoleToken);
  const now = () => new Date().toISOString();
  const web = (event: string, payload: unknown) => deps.broadcaster.publish(CHANNELS.webMember, event, payload);

  r.post('/console/bulletin', {
    onRequest: guard,
    schema: {
      hide: true,
      body: Type.Object({
        title: Type.String({ minLength: 1, maxLength: 200 }), content: Html, title_bn: Optional(Type.String({ maxLength: 200 })), content_bn: Optional(Html),
        display_device: Optional(Type.Integer({ minimum: 0, maximum: 2 })), display_location: Optional(Type.Integer({ minimum: 2, maximum: 3 })),
        audience: Optional(Type.Integer({ minimum: 0, maximum: 2 })), display_frequency: Optional(Type.Integer({ minimum: 0, maximum: 9 })),
      }),
    },
  }, async (req) => {
    const b = req.body;
    const id = Number(
      deps.db.prepare(
        `INSERT INTO bulletins (title_en, title_bn, content_en, content_bn, display_device, display_location, audience, display_frequency, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(b.title, b.title_bn ?? '', b.content, b.content_bn ?? '', b.display_device ?? 0, b.display_location ?? 2, b.audience ?? 0, b.display_frequency ?? 1, now()).lastInsertRowid,
    );
    recordAudit(deps.db, { operator: operatorOf(req) ?? UNNAMED_OPERATOR, action: 'publish', kind: 'bulletin', itemId: id, summary: b.title });
    return ok({ id });
  });

  r.post('/console/marquee', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ content: Html, content_bn: Optional(Html), display_before_login: Optional(Type.Integer({ minimum: 0, maximum: 1 })), display_after_login: Optional(Type.Integer({ minimum: 0, maximum: 1 })) }) },
  }, async (req) => {
    const b = req.body;
    const id = Number(
      deps.db.prepare('INSERT INTO announcements (content_en, content_bn, display_before_login, display_after_login, sort, created_at) VALUES (?, ?, ?, ?, -1, ?)')
        .run(b.content, b.content_bn ?? '', b.display_before_login ?? 1, b.display_after_login ?? 1, now()).lastInsertRowid,
    );
    recordAudit(deps.db, { operator: operatorOf(req) ?? UNNAMED_OPERATOR, action: 'publish', kind: 'marquee', itemId: id, summary: b.content });
    await web(REALTIME_EVENTS.marquee, { id, content: b.content });
    return ok({ id });
  });

  r.post('/console/carousel', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ use_type: Type.Integer({ minimum: 0, maximum: 2 }), title: Type.String({ minLength: 1, maxLength: 200 }), link_type: Optional(Type.Integer({ minimum: 0, maximum: 2 })), url: Optional(Type.String({ maxLength: 2048 })) }) },
  }, async (req) => {
    const b = req.body;
    const id = Number(deps.db.prepare('INSERT INTO banners (use_type, link_type, link_method, url, title, sort) VALUES (?, ?, 0, ?, ?, -1)').run(b.use_type, b.link_type ?? 1, b.url ?? '', b.title).lastInsertRowid);
    await web(REALTIME_EVENTS.carousel, { id, use_type: b.use_type });
    return ok({ id });
  });

  r.post('/console/letter', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ member_id: MemberId, title: Type.String({ minLength: 1, maxLength: 200 }), content: Html }) },
  }, async (req) => {
    const b = req.body;
    if (!deps.db.prepare('SELECT 1 FROM members WHERE id = ?').get(b.member_id)) return fail(CONSOLE_CODES.notFound, 'Member not found');
    const id = Number(deps.db.prepare('INSERT INTO letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, 0, ?)').run(b.member_id, b.title, b.content, now()).lastInsertRowid);
    await publishToMember(deps, b.member_id, REALTIME_EVENTS.letter, { action: 'sent', id, title: b.title, unread_count: unreadCount(deps, b.member_id) });
    return ok({ id });
  });

  r.post('/console/red-envelope', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ currency: Optional(Type.String({ pattern: '^[A-Z]{3,4}$' })), minutes: Optional(Type.Integer({ minimum: 1, maximum: 100_000 })), min_cash: Optional(Type.Number({ minimum: 0.01, maximum: 1_000_000 })), max_cash: Optional(Type.Number({ minimum: 0.01, maximum: 1_000_000 })), title: Optional(Type.String({ maxLength: 200 })) }) },
  }, async (req) => {
    const b = req.body;
    const min = b.min_cash ?? 5;
    const max = b.max_cash ?? Math.max(min, 88);
    if (max < min) return fail(CONSOLE_CODES.invalid, 'max_cash must be at least min_cash');
    const endAt = new Date(Date.now() + (b.minutes ?? 60) * 60_000).toISOString();
    const id = Number(deps.db.prepare('INSERT INTO red_envelopes (currency, title, min_cash, max_cash, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(b.currency ?? null, b.title ?? 'Red envelope', min, max, now(), endAt).lastInsertRowid);
    for (const c of b.currency ? [b.currency] : currencies(deps)) {
      await deps.broadcaster.publish(CHANNELS.webApi(c), REALTIME_EVENTS.redEnvelope, { display: true, envelope: { id, title: b.title ?? 'Red envelope', end_at: endAt } });
    }
    return ok({ id, end_at: endAt });
  });

  r.post('/console/deposit/success', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ order_number: Type.String({ minLength: 1, maxLength: 64 }) }) },
  }, async (req) => {
    const d = deps.db.prepare('SELECT * FROM deposits WHERE order_number = ?').get(req.body.order_number) as { id: number; member_id: number; amount: number; status: number } | undefined;
    if (!d) return fail(CONSOLE_CODES.notFound, 'Deposit not found');
    if (d.status !== 0) return fail(CONSOLE_CODES.alreadyDone, 'Deposit already processed');
    deps.db.transaction(() => {
      deps.db.prepare('UPDATE deposits SET status = 1, completed_at = ? WHERE id = ?').run(now(), d.id);
      addMainCash(deps.db, d.member_id, d.amount);
    })();
    const times = (deps.db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND status = 1').get(d.member_id) as { n: number }).n;
    const payload = { order_number: req.body.order_number, deposit_amount: d.amount, deposit_times: times };
    await publishToMember(deps, d.member_id, REALTIME_EVENTS.depositSuccess, payload);
    await publishMemberCash(deps, d.member_id);
    return ok(payload);
  });

  r.post('/console/provider/maintenance', {
    onRequest: guard,
    schema: { hide: true, body: Type.Object({ gp_id: Type.String({ pattern: '^[A-Za-z0-9_]{1,20}$' }), start_at: Optional(IsoTime), end_at: Optional(IsoTime), minutes: Optional(Type.Integer({ minimum: 1, maximum: 100_000 })), clear: Optional(Type.Boolean()) }) },
  }, async (req) => {
    const b = req.body;
    if (!findProvider(deps.db, b.gp_id)) return fail(CONSOLE_CODES.notFound, 'Provider not found');
    if (b.clear) {
      deps.db.prepare('UPDATE providers SET maintain_start_at = NULL, maintain_end_at = NULL WHERE gp_id = ?').run(b.gp_id);
      return ok({ gp_id: b.gp_id, maintain: null });
    }
    const start = b.start_at ?? now();
    if (Number.isNaN(Date.parse(start))) return fail(CONSOLE_CODES.invalid, 'Invalid interval');
    const end = b.end_at ?? new Date(Date.parse(start) + (b.minutes ?? 60) * 60_000).toISOString();
    if (Number.isNaN(Date.parse(end)) || Date.parse(end) <= Date.parse(start)) return fail(CONSOLE_CODES.invalid, 'Invalid interval');
    deps.db.prepare('UPDATE providers SET maintain_start_at = ?, maintain_end_at = ? WHERE gp_id = ?').run(start, end, b.gp_id);
    return ok({ gp_id: b.gp_id, maintain: { start_at: start, end_at: end } });
  });

  r.post('/console/cs-link', { onRequest: guard, schema: { hide: true, body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }) } }, async (req) => {
    setSiteSetting(deps, 'cs_link', req.body.url);
    await web(REALTIME_EVENTS.csLink, { url: req.body.url });
    return ok({ url: req.body.url });
  });

  r.post('/console/code-957', { onRequest: guard, schema: { hide: true, body: Type.Object({ member_id: Optional(MemberId), message: Optional(Type.String({ maxLength: 500 })) }) } }, async (req) => {
    const payload = { code: 957, message: req.body.message ?? 'Transfers are temporarily disabled' };
    if (req.body.member_id) await publishToMember(deps, req.body.member_id, REALTIME_EVENTS.code957, payload);
    else await web(REALTIME_EVENTS.code957, payload);
    return ok(payload);
  });

  r.post('/console/build/bump', { onRequest: guard, schema: { hide: true } }, async () => {
    const b = bumpBuild(deps.db);
    await web(REALTIME_EVENTS.build, { id: b.id });
    return ok({ id: b.id });
  });

  r.post('/console/app-clean-cache', { onRequest: guard, schema: { hide: true } }, async () => {
    await web(REALTIME_EVENTS.appCleanCache, { at: now() });
    return ok(null);
  });

  r.post('/console/agent/approve', { onRequest: guard, schema: { hide: true, body: Type.Object({ member_id: MemberId }) } }, async (req) => {
    const changed = deps.db.prepare("UPDATE members SET is_agent = 1, agent_active = 1, updated_at = datetime('now') WHERE id = ? AND is_agent = 1").run(req.body.member_id).changes;
    if (!changed) return fail(CONSOLE_CODES.notFound, 'No agent application for this member');
    deps.db.prepare('UPDATE agent_applications SET status = 1 WHERE member_id = ? AND status = 0').run(req.body.member_id);
    await publishToMember(deps, req.body.member_id, REALTIME_EVENTS.profileUpdated, { fields: ['agent_active'], agent_active: 1 });
    return ok(null);
  });

  r.post('/console/member/reset', { onRequest: guard, schema: { hide: true, body: Type.Object({ member_id: MemberId }) } }, async (req) => {
    if (!resetMember(deps.db, req.body.member_id)) return fail(CONSOLE_CODES.notFound, 'Not a seeded member');
    await publishMemberCash(deps, req.body.member_id);
    return ok(null);
  });
}
