import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { ok } from '../../core/reply';
import { operatorOf, recordAudit, UNNAMED_OPERATOR } from './audit';
import { consoleGuard } from './guard';

/** The template content the console publishes: each path writes content_items of one kind (shown by /api/web/model_setting). */
export const CONSOLE_CONTENT_KINDS = { news: 'news', faq: 'faq' } as const;

const Optional = Type.Optional;
const Title = Type.String({ minLength: 1, maxLength: 200 });
const Html = Type.String({ minLength: 1, maxLength: 20_000 });
const Body = Type.Object({
  title: Title,
  content: Html,
  title_bn: Optional(Type.String({ maxLength: 200 })),
  content_bn: Optional(Html),
  image: Optional(Type.String({ maxLength: 2048 })),
  sort: Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
});

/** POST /console/news and /console/faq: a news article or FAQ entry (any HTML, stored as given; the pages sanitise it), listed after the seeded items unless `sort` says otherwise. */
export function consoleContentItemRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = consoleGuard(deps.config.consoleToken);
  const insert = deps.db.prepare(
    'INSERT INTO content_items (kind, title_en, title_bn, content_en, content_bn, image, sort, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [path, kind] of Object.entries(CONSOLE_CONTENT_KINDS)) {
    r.post(`/console/${path}`, { onRequest: guard, schema: { hide: true, body: Body } }, async (req) => {
      const b = req.body;
      const id = Number(
        insert.run(kind, b.title, b.title_bn ?? '', b.content, b.content_bn ?? '', b.image ?? '', b.sort ?? 1_000, new Date().toISOString()).lastInsertRowid,
      );
      recordAudit(deps.db, { operator: operatorOf(req) ?? UNNAMED_OPERATOR, action: 'publish', kind, itemId: id, summary: b.title });
      return ok({ id });
    });
  }
}
