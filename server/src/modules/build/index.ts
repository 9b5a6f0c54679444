import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { latestBuild, manifestOf } from './builds';

const BuildId = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}$' }) });
const Stamp = Type.Object({ t: Type.Optional(Type.String({ maxLength: 32 })) });

/** Build files: the latest build id (polled with a timestamp) and the manifest of one build. */
export function buildModule(app: FastifyInstance, deps: ServerDeps): void {
  const latest = async (_req: unknown, reply: FastifyReply) => {
    const b = latestBuild(deps.db);
    reply.header('cache-control', 'no-store');
    return b ? { id: b.id, timestamp: Date.parse(b.created_at) } : reply.code(404).send({ code: 404, message: 'No build', data: null });
  };
  const manifest = async (id: string, reply: FastifyReply) => {
    const b = deps.db.prepare('SELECT * FROM build_versions WHERE id = ?').get(id) as Parameters<typeof manifestOf>[0] | undefined;
    if (!b) return reply.code(404).send({ code: 404, message: 'Build not found', data: null });
    return manifestOf(b);
  };
  for (const url of ['/builds/latest.json', '/api/build/latest']) {
    app.get(url, { schema: { tags: ['build'], querystring: Stamp } }, (req, reply) => latest(req, reply));
  }
  app.get('/builds/meta/:file', { schema: { tags: ['build'], params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}\\.json$' }) }) } }, (req, reply) =>
    manifest((req.params as { file: string }).file.replace(/\.json$/, ''), reply));
  app.get('/api/build/:id', { schema: { tags: ['build'], params: BuildId } }, (req, reply) => manifest((req.params as { id: string }).id, reply));
}
