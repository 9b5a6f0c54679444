import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { gameListRoutes } from './list-routes';
import { memberGameRoutes } from './member-game-routes';
import { playRoutes } from './play-routes';

/** Games: lists, demo, play/leave, favourites, last played, hot, jackpot, sport quick bet. */
export function gamesModule(app: FastifyInstance, deps: ServerDeps): void {
  gameListRoutes(app, deps);
  playRoutes(app, deps);
  memberGameRoutes(app, deps);
}
