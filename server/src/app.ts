import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerDeps } from './core/deps';
import { installErrorHandlers } from './core/errors';
import { resolveClientIp } from './core/net';
import { faultTestRoutes } from './core/test-faults';
import { ok } from './core/reply';
import { modules } from './modules/index';
import { broadcastingAuthRoutes } from './realtime/broadcasting-auth';
import { soketiTestRoutes } from './realtime/soketi-test-routes';

export interface BuildAppOptions {
  logger?: boolean;
}

/** The Fastify app with every route of the reference backend; not yet listening. */
export async function buildApp(deps: ServerDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: true, removeAdditional: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  app.decorateRequest('member', null);
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = resolveClientIp(request, deps.config.proxySecret);
  });
  // Every reply, whatever route, error or 404 sent it: no browser sniffs JSON, a game page or an SVG into another type.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  // axios sends POSTs without a body as `Content-Type: application/json` with nothing in it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('Malformed JSON'), { statusCode: 400 });
      done(err, undefined);
    }
  });

  // Only the site's own origins get CORS (with credentials); any other origin gets no CORS header at all.
  const corsOrigins = new Set(deps.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && corsOrigins.has(origin)),
    credentials: true,
    exposedHeaders: ['authorization'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '@mfp/server reference backend',
        version: '0.1.0',
        description: 'Stand-in for the operator backend: spec section 7 calls with section 8 codes.',
      },
      components: {
        securitySchemes: { member: { type: 'apiKey', in: 'header', name: 'authorization' } },
      },
    },
  });
  installErrorHandlers(app);

  app.get('/api/health', { schema: { tags: ['core'] } }, async () => ok({ status: 'up' }));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await broadcastingAuthRoutes(app, deps);
  soketiTestRoutes(app, deps);
  faultTestRoutes(app, deps);
  for (const register of modules) await register(app, deps);
  await app.ready();
  return app;
}
