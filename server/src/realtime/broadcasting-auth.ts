import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../core/deps';
import { getMember } from '../core/session';
import { CHANNELS } from './channels';
import { PusherBroadcaster } from './pusher-broadcaster';

const body = Type.Object({
  socket_id: Type.String({ pattern: '^\\d+\\.\\d+$', maxLength: 64 }),
  channel_name: Type.String({ minLength: 1, maxLength: 200 }),
});

/** Laravel's /broadcasting/auth: a member may join only its own private-member.{id}. */
export async function broadcastingAuthRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const signer = deps.broadcaster instanceof PusherBroadcaster ? deps.broadcaster : new PusherBroadcaster(deps.config.pusher);
  // pusher-js posts form-encoded bodies to the auth endpoint.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof raw === 'string' ? raw : raw.toString('utf8'))));
    });
  }
  for (const url of ['/broadcasting/auth', '/api/broadcasting/auth']) {
    app.post(url, { schema: { tags: ['realtime'], body } }, async (request, reply) => {
      const { socket_id, channel_name } = request.body as { socket_id: string; channel_name: string };
      const member = getMember(deps, request);
      if (!member) return reply.code(403).send({ code: 403, message: 'Forbidden', data: null });
      // The exact name the server publishes to: no look-alike (leading zeros, other prefixes) gets a signature.
      if (channel_name !== CHANNELS.member(member.id)) {
        return reply.code(403).send({ code: 403, message: 'Forbidden', data: null });
      }
      return signer.authorize(socket_id, channel_name);
    });
  }
}
