import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from './deps';
import { isLocalCaller } from './net';
import { fail, ok } from './reply';

/** A fault the e2e run puts on the API: every matching call waits `delayMs`, then answers `status` (0: normally). */
export interface ApiFault {
  delayMs: number;
  status: 0 | 500 | 503;
  pathPrefix: string;
}

/** Never slowed nor failed: the health check (the runners wait on it) and the test routes themselves. */
const exempt = (path: string): boolean => path === '/api/health' || path.startsWith('/__test/');

export const appliesTo = (fault: ApiFault | null, url: string): boolean =>
  fault !== null && url.startsWith(fault.pathPrefix) && !exempt(url.split('?')[0] ?? url);

/**
 * Loopback-only (config.testRoutes) fault injection for the e2e suites: `POST /__test/fault` with
 * `{ delay_ms, status, path_prefix }` slows (up to 10 s) or fails the API's calls until
 * `DELETE /__test/fault`. Off, and no hook installed, unless TEST_ROUTES=1.
 */
export function faultTestRoutes(app: FastifyInstance, deps: ServerDeps): void {
  if (!deps.config.testRoutes) return;
  let fault: ApiFault | null = null;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return reply.code(404).send(fail(404, 'Not found'));
  };
  app.addHook('onRequest', async (request, reply) => {
    const now = fault;
    if (!now || !appliesTo(now, request.url)) return;
    if (now.delayMs > 0) await new Promise((r) => setTimeout(r, now.delayMs));
    if (now.status !== 0) return reply.code(now.status).send(fail(now.status, 'Injected fault'));
  });
  const body = Type.Object({
    delay_ms: Type.Integer({ minimum: 0, maximum: 10_000 }),
    status: Type.Union([Type.Literal(0), Type.Literal(500), Type.Literal(503)]),
    path_prefix: Type.Optional(Type.String({ pattern: '^/', maxLength: 200 })),
  });
  app.post('/__test/fault', { preHandler: guard, schema: { hide: true, body } }, async (request) => {
    const b = request.body as { delay_ms: number; status: ApiFault['status']; path_prefix?: string };
    fault = { delayMs: b.delay_ms, status: b.status, pathPrefix: b.path_prefix ?? '/api/' };
    return ok(fault);
  });
  app.delete('/__test/fault', { preHandler: guard, schema: { hide: true } }, async () => {
    fault = null;
    return ok(null);
  });
}
