import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { breakRoutes } from './break-routes';
import { saferPlayConsoleRoutes } from './console-routes';
import { installSaferPlayGates } from './gates';
import { limitRoutes } from './limit-routes';
import { sessionRoutes } from './session-routes';
import { saferPlayTestRoutes } from './test-routes';

/** Safer play: limits, breaks, reality checks, activity, the gates that enforce them, the console's view. */
export function saferPlayModule(app: FastifyInstance, deps: ServerDeps): void {
  installSaferPlayGates(app, deps);
  limitRoutes(app, deps);
  breakRoutes(app, deps);
  sessionRoutes(app, deps);
  saferPlayConsoleRoutes(app, deps);
  saferPlayTestRoutes(app, deps);
}
