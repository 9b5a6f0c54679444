import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { simulatorRoutes } from './sim-routes';

/** Game-provider simulator: playable slot pages behind the game urls, and the sport quick-bet page. */
export function simulatorModule(app: FastifyInstance, deps: ServerDeps): void {
  simulatorRoutes(app, deps);
}
