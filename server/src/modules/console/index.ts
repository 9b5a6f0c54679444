import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { consoleContentItemRoutes } from './content-item-routes';
import { consoleRoutes } from './console-routes';
import { consoleTakedownRoutes } from './takedown-routes';

/** Operator console (loopback and token only): content (publish, unpublish, delete, with an audit trail), letters, envelopes, deposits, maintenance, builds. */
export function consoleModule(app: FastifyInstance, deps: ServerDeps): void {
  consoleRoutes(app, deps);
  consoleContentItemRoutes(app, deps);
  consoleTakedownRoutes(app, deps);
}
