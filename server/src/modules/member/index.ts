import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { letterRoutes } from './letter-routes';
import { profileRoutes } from './profile-routes';
import { redEnvelopeRoutes } from './red-envelope-routes';
import { walletRoutes } from './wallet-routes';

/** Member: wallet, transfer back, layout, profile, password, checks, letters, red envelope. */
export function memberModule(app: FastifyInstance, deps: ServerDeps): void {
  walletRoutes(app, deps);
  profileRoutes(app, deps);
  letterRoutes(app, deps);
  redEnvelopeRoutes(app, deps);
}
