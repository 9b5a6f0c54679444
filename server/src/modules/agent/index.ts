import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { agentPublicRoutes } from './agent-routes';
import { agentCenterRoutes } from './center-routes';

/** Agent center (under /api/arks/web/agent): plan, agreement, apply, downline, promotion, tables, transfer, settlement. */
export function agentModule(app: FastifyInstance, deps: ServerDeps): void {
  agentPublicRoutes(app, deps);
  agentCenterRoutes(app, deps);
}
