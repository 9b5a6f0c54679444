import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from './reply';

/** Code answered for input that fails a route schema unless the route names its own. */
export const DEFAULT_VALIDATION_CODE = 999;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's code for a request that fails this route's schema (default 999). */
    validationCode?: number;
  }
}

/**
 * Bad input answers HTTP 200 with a code in the spec's shape; anything unexpected answers 500
 * with a generic message and never a stack.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const code = request.routeOptions.config?.validationCode ?? DEFAULT_VALIDATION_CODE;
      const first = error.validation[0];
      const field = first ? `${error.validationContext ?? 'body'}${first.instancePath || ''}` : 'input';
      const message = first ? `Invalid ${field}: ${first.message ?? 'illegal input'}` : 'Illegal input';
      return reply.code(200).send(fail(code, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, still a code.
      return reply.code(200).send(fail(DEFAULT_VALIDATION_CODE, error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body too large' : 'Illegal input'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(500, 'Server error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(404, `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`));
  });
}
