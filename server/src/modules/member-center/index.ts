import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { bankRoutes } from './bank-routes';
import { moneyRoutes } from './money-routes';
import { recommendRoutes } from './recommend-routes';
import { recordRoutes } from './record-routes';

/** Member center (under /api/arks/web/member-center): deposit, withdrawal, transfer, records, bank accounts, recommend. */
export function memberCenterModule(app: FastifyInstance, deps: ServerDeps): void {
  moneyRoutes(app, deps);
  recordRoutes(app, deps);
  bankRoutes(app, deps);
  recommendRoutes(app, deps);
}
