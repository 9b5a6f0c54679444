import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../core/deps';
import { isLocalCaller } from '../core/net';
import { fail, ok } from '../core/reply';

/** Reply code when this server runs without its own soketi (SOKETI=0, or a test server without it). */
export const NO_SOKETI_CODE = 101;

/**
 * Loopback-only (config.testRoutes) control of this server's own soketi child, for the e2e
 * resilience suite: `POST /__test/realtime/kill` crashes it (SIGKILL), `POST /__test/realtime/start`
 * starts it again on the same port and answers once it listens. Nothing else is ever signalled.
 */
export function soketiTestRoutes(app: FastifyInstance, deps: ServerDeps): void {
  if (!deps.config.testRoutes) return;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return reply.code(404).send(fail(404, 'Not found'));
  };
  const route = (action: 'kill' | 'start') =>
    app.post(`/__test/realtime/${action}`, { preHandler: guard, schema: { hide: true } }, async () => {
      const soketi = deps.soketi;
      if (!soketi) return fail(NO_SOKETI_CODE, 'This server runs without soketi');
      await soketi[action]();
      return ok({ running: soketi.running() });
    });
  route('kill');
  route('start');
}
