import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { ok } from '../../core/reply';
import { getMember, requireMember } from '../../core/session';
import { SiteId, Template } from './common-schemas';
import { assetUrl, langOf, pick, siteSetting, type Lang } from './localize';

const Optional = Type.Optional;
const BulletinBody = Type.Object({
  site_id: Optional(SiteId),
  display_device: Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  display_location: Optional(Type.Union([Type.Literal(2), Type.Literal(3)])),
});
const ModelBody = Type.Object({ site_id: Optional(SiteId), language: Optional(Type.String({ maxLength: 16 })), model_version: Optional(Type.String({ maxLength: 32 })) });

interface BulletinRow {
  id: number; title_en: string; title_bn: string; content_en: string; content_bn: string;
  display_device: number; display_location: number; audience: number; display_frequency: number; updated_at: string;
}
interface ItemRow { id: number; kind: string; template: string; title_en: string; title_bn: string; content_en: string; content_bn: string; url: string; image: string; sort: number; created_at: string }

/** Audience: 0 everyone, 1 visitors only, 2 members only. */
function bulletins(deps: ServerDeps, lang: Lang, body: { display_device?: number; display_location?: number }, memberId: number | null, history: boolean) {
  const device = body.display_device ?? 0;
  const rows = deps.db
    .prepare(
      `SELECT * FROM bulletins WHERE is_active = 1 AND display_location = ?
         AND (? = 0 OR display_device = 0 OR display_device = ?)
         AND (audience = 0 OR audience = ?)
         AND (? = 1 OR ? IS NULL OR id NOT IN (SELECT bulletin_id FROM bulletin_hides WHERE member_id = ?))
       ORDER BY updated_at DESC, id DESC`,
    )
    .all(body.display_location ?? 2, device, device, memberId === null ? 1 : 2, history ? 1 : 0, memberId, memberId) as BulletinRow[];
  const setting = siteSetting(deps, 'bulletin_setting', { display_frequency: 1 });
  return {
    list: rows.map((b) => ({
      id: b.id,
      display_device: b.display_device,
      display_location: b.display_location,
      display_frequency: b.display_frequency,
      display_content: pick(lang, b.title_en, b.title_bn),
      content: pick(lang, b.content_en, b.content_bn),
      updated_at: b.updated_at,
    })),
    display_frequency: setting.display_frequency,
  };
}

function items(deps: ServerDeps, lang: Lang, kind: string, template?: string) {
  const rows = deps.db
    .prepare("SELECT * FROM content_items WHERE is_active = 1 AND kind = ? AND (? = '' OR template = '' OR template = ?) ORDER BY sort, id")
    .all(kind, template ?? '', template ?? '') as ItemRow[];
  return rows.map((i) => ({
    id: i.id,
    type: i.kind,
    title: pick(lang, i.title_en, i.title_bn),
    content: pick(lang, i.content_en, i.content_bn),
    url: i.url,
    image: assetUrl(deps, i.image),
    sort: i.sort,
    created_at: i.created_at,
  }));
}

export function contentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post('/api/arks/web/bulletin', { schema: { tags: ['content'], body: BulletinBody } }, async (req) =>
    ok(bulletins(deps, langOf(req), req.body, null, false)));
  r.post('/api/arks/web/bulletin/member', { onRequest: auth, schema: { tags: ['content'], body: BulletinBody } }, async (req) =>
    ok(bulletins(deps, langOf(req), req.body, req.member!.id, false)));
  r.post('/api/arks/web/bulletin/history', { schema: { tags: ['content'], body: BulletinBody } }, async (req) =>
    ok(bulletins(deps, langOf(req), req.body, getMember(deps, req)?.id ?? null, true)));
  r.post('/api/arks/web/bulletin/member/hide', { onRequest: auth, schema: { tags: ['content'], body: BulletinBody } }, async (req) => {
    const memberId = req.member!.id;
    const shown = bulletins(deps, langOf(req), req.body, memberId, false).list;
    const hide = deps.db.prepare('INSERT OR IGNORE INTO bulletin_hides (member_id, bulletin_id) VALUES (?, ?)');
    deps.db.transaction(() => shown.forEach((b) => hide.run(memberId, b.id)))();
    return ok({ hidden: shown.map((b) => b.id) });
  });

  r.post('/api/arks/web/carousel_picture', {
    schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId), use_type: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]) }) },
  }, async (req) => {
    const rows = deps.db.prepare('SELECT * FROM banners WHERE is_active = 1 AND use_type = ? ORDER BY sort, id').all(req.body.use_type) as {
      id: number; use_type: number; link_type: number; link_method: number; url: string; title: string; currency: string | null;
      gt_id: number | null; gp_id: string | null; gp_gt_name: string | null;
    }[];
    return ok({
      web_carousel_picture_list: rows.map((b) => ({
        id: b.id,
        use_type: b.use_type,
        title: b.title,
        image: assetUrl(deps, `/assets/banner/${b.id}.svg`),
        url: b.url,
        link_type: b.link_type,
        link_method: b.link_method,
        game_link_parameter: b.link_type === 2 ? { currency: b.currency, gt_id: b.gt_id, gp_id: b.gp_id, gp_gt_name: b.gp_gt_name } : null,
      })),
    });
  });

  r.post('/api/arks/web/announcement/marquee', {
    schema: {
      tags: ['content'],
      body: Type.Object({ site_id: Optional(SiteId), sort_field: Optional(Type.String({ maxLength: 32 })), sort_order: Optional(Type.String({ maxLength: 8 })) }),
    },
  }, async (req) => {
    const member = getMember(deps, req);
    // Sorting by a whitelisted column only; the request never reaches the SQL text.
    const field = ({ id: 'id', sort: 'sort', created_at: 'created_at' } as Record<string, string>)[req.body.sort_field ?? 'sort'] ?? 'sort';
    const order = req.body.sort_order?.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    const rows = deps.db
      .prepare(`SELECT * FROM announcements WHERE is_active = 1 AND ((? = 1 AND display_after_login = 1) OR (? = 0 AND display_before_login = 1)) ORDER BY ${field} ${order}, id`)
      .all(member ? 1 : 0, member ? 1 : 0) as { id: number; content_en: string; content_bn: string; display_before_login: number; display_after_login: number; sort: number; created_at: string }[];
    const lang = langOf(req);
    return ok({
      web_announcement_list: rows.map((a) => ({
        id: a.id,
        content: pick(lang, a.content_en, a.content_bn),
        display_before_login: a.display_before_login,
        display_after_login: a.display_after_login,
        sort: a.sort,
        created_at: a.created_at,
      })),
    });
  });

  r.post('/api/web/logo', { schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId) }) } }, async () => {
    const list = siteSetting<{ id: number; type: string; url: string }[]>(deps, 'logo_list', []);
    return ok({ web_logo_list: list.map((l) => ({ ...l, url: assetUrl(deps, l.url) })) });
  });

  r.post('/api/arks/web/site/detail', { schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId) }) } }, async () =>
    ok({ ...siteSetting<Record<string, unknown>>(deps, 'site_detail', {}), site_id: deps.config.siteId, cs_link: siteSetting(deps, 'cs_link', '') }));

  r.post('/api/web/model_setting', { schema: { tags: ['content'], body: ModelBody } }, async (req) => {
    const lang = langOf(req, req.body.language);
    return ok({ list: [...items(deps, lang, 'discount'), ...items(deps, lang, 'news'), ...items(deps, lang, 'faq'), ...items(deps, lang, 'ad')] });
  });
  r.post('/api/web/model_sponsor', { schema: { tags: ['content'], body: ModelBody } }, async (req) => ok({ list: items(deps, langOf(req, req.body.language), 'sponsor') }));
  r.post('/api/web/model_login', { schema: { tags: ['content'], body: ModelBody } }, async (req) => ok({ list: items(deps, langOf(req, req.body.language), 'login') }));

  r.post('/api/arks/web/web-mobile-footer', { schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId), template: Optional(Template) }) } }, async (req) =>
    ok({ list: items(deps, langOf(req), 'mobile_footer', req.body.template) }));
  r.post('/api/arks/web/footer', { schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId) }) } }, async (req) =>
    ok({ list: items(deps, langOf(req), 'footer') }));
  r.post('/api/arks/web/float', { schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId) }) } }, async (req) =>
    ok({ list: items(deps, langOf(req), 'float') }));
  r.post('/api/arks/web/model/register-background/detail', {
    schema: { tags: ['content'], body: Type.Object({ site_id: Optional(SiteId), template: Optional(Template) }) },
  }, async () => {
    const detail = siteSetting(deps, 'register_background', { photo: '' });
    return ok({ detail: { photo: assetUrl(deps, detail.photo) } });
  });
}
