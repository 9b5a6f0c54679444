import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRumBeacon, RUM_BEACON_PATH, RUM_MAX_BODY_BYTES, RUM_SESSIONS_PER_CLIENT } from '@mfp/shared/contracts';
import { issuedSessionOf } from '@mfp/shared/node/site-session';
import type { ServerDeps } from '../../core/deps';
import { isLocalCaller } from '../../core/net';
import { hit } from '../../core/rate-limit';
import { ok } from '../../core/reply';
import { rumClientKey } from './client-key';
import { refusalBody, type RumRefusal } from './refusals';
import { rumSummary, storeBeacon } from './rum-store';

const refuse = (reply: FastifyReply, refusal: RumRefusal, detail?: string) => {
  const body = refusalBody(refusal, detail);
  return reply.code(body.code).header('cache-control', 'no-store').send(body);
};

/**
 * The real-user monitoring collector (issue 22 point 2): `POST /api/rum` stores a beacon of the shared
 * format; a foreign Origin, a flood from one address, a session the site did not issue (its signed cookie,
 * shared node/site-session.ts, missing, forged or not the beacon's), a body over RUM_MAX_BODY_BYTES, bad
 * JSON or a wrong shape is refused with its status and never stored. Each view keeps who sent it (a key of
 * the address), so `GET /api/rum/summary` caps one client's sessions (`per_client`) and counts clients; it
 * gives the release tool (a process of this machine, not a relayed browser) the stats per remote version.
 */
export async function rumModule(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const siteOrigins = new Set(deps.config.corsOrigins);
  const { sessionKey } = deps.config;
  const issued = new WeakMap<FastifyRequest, string>();
  await app.register(async (scope) => {
    // The body is read as text here, so bad JSON is this module's refusal, not the API-wide 999 answer.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: RUM_MAX_BODY_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? refuse(reply, 'too_large')
        : refuse(reply, 'bad_json', error.code),
    );

    // Before the body is read: a page of another origin and a flooding address cost one lookup, no parsing.
    const gate = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (origin === undefined || !siteOrigins.has(origin)) return refuse(reply, 'foreign_origin');
      if (!hit(deps.db, `rum:${request.clientIp}`, 60_000, deps.config.limits.rumBeaconsPerIpPerMinute))
        return refuse(reply, 'rate_limited');
      // Only a session the host server issued counts: its id with the signature a page's scripts cannot read or make.
      const session = sessionKey ? issuedSessionOf(sessionKey, request.headers.cookie) : null;
      if (session === null) return refuse(reply, 'unissued_session');
      issued.set(request, session);
      return undefined;
    };

    scope.post(
      RUM_BEACON_PATH,
      { schema: { hide: true }, bodyLimit: RUM_MAX_BODY_BYTES, onRequest: gate },
      async (request, reply) => {
        let raw: unknown;
        try {
          raw = JSON.parse(typeof request.body === 'string' ? request.body : '');
        } catch {
          return refuse(reply, 'bad_json');
        }
        const parsed = parseRumBeacon(raw);
        if (!parsed.ok) return refuse(reply, 'bad_schema', parsed.reason);
        if (parsed.beacon.sessionId !== issued.get(request))
          return refuse(reply, 'unissued_session', 'the beacon names another session than its cookie');
        storeBeacon(deps.db, parsed.beacon, rumClientKey(request.clientIp));
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );

    scope.get(`${RUM_BEACON_PATH}/summary`, { schema: { hide: true } }, async (request, reply) => {
      if (!isLocalCaller(request)) return refuse(reply, 'not_local');
      const query = request.query as { since?: string; per_client?: string };
      const since = Number(query.since ?? 0);
      const perClient = Number(query.per_client ?? RUM_SESSIONS_PER_CLIENT);
      return reply
        .header('cache-control', 'no-store')
        .send(ok(rumSummary(deps.db, Number.isFinite(since) ? since : 0, Number.isInteger(perClient) && perClient >= 1 ? perClient : RUM_SESSIONS_PER_CLIENT)));
    });
  });
}
