import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { bankRoutes } from './bank-routes';
import { moneyRoutes } from './money-routes';
import { profileRoutes } from './profile-routes';
import { recommendRoutes } from './recommend-routes';
import { recordRoutes } from './record-routes';

/** Member center (under /api/arks/web/member-center): deposit, withdrawal, transfer, records, bank accounts, recommend, contact fields, first withdraw password. */
export function memberCenterModule(app: FastifyInstance, deps: ServerDeps): void {
  moneyRoutes(app, deps);
  recordRoutes(app, deps);
  bankRoutes(app, deps);
  recommendRoutes(app, deps);
  profileRoutes(app, deps);
}
