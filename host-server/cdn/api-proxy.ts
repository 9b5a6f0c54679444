import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

export interface ApiProxy {
  prefixes: string[];
  target: string;
  secret: string;
}

/** Headers a client may send to pose as a proxy or as another address: never relayed. */
export const RELAY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip', 'x-mfp-proxy'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the API proxy (the host's onRequest hook checks the raw path against it). */
    apiProxy?: boolean;
  }
}

const BACKEND_DOWN = JSON.stringify({ code: 502, message: 'backend unavailable', data: null });

/**
 * Set on every relayed answer whatever the backend sent: a browser must never sniff an API reply (JSON, a
 * game page, an SVG) into another type. The backend sets it too; a backend behind another proxy may not.
 */
export const API_REPLY_HEADERS = { 'x-content-type-options': 'nosniff' } as const;

/**
 * The host origin's backend paths, relayed by @fastify/reply-from with their method, body and query as sent.
 * Routes are marked `apiProxy`: the host's onRequest hook lets through to them only paths under a prefix as
 * written (case-sensitive, undecoded). Websockets go to the socket host directly: nothing here upgrades.
 */
export async function registerApiProxy(app: FastifyInstance, proxy: ApiProxy): Promise<void> {
  await app.register(async (scope) => {
    // The body goes to the backend as it came: no parsing, no size rule of this server.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(fastifyReplyFrom, { base: proxy.target, disableRequestLogging: true });
    const urls = proxy.prefixes.flatMap((p) => (p.endsWith('/') ? [`${p}*`] : [p, `${p}*`]));
    for (const url of urls)
      scope.all(url, { config: { apiProxy: true } }, (request, reply) =>
        reply.from((request.raw.url ?? '/').split('?')[0], {
          rewriteRequestHeaders: (req, headers) => {
            const relayed = { ...headers };
            for (const h of RELAY_HEADERS) delete relayed[h];
            return {
              ...relayed,
              'x-forwarded-for': req.raw.socket.remoteAddress ?? '',
              'x-forwarded-host': req.headers.host ?? '',
              'x-forwarded-proto': 'http',
              'x-mfp-proxy': proxy.secret,
            };
          },
          rewriteHeaders: (headers) => ({ ...headers, ...API_REPLY_HEADERS }),
          onError: (r) => void r.code(502).type('application/json').headers(API_REPLY_HEADERS).send(BACKEND_DOWN),
        }),
      );
  });
}
