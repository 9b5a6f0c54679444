import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../core/deps';

/** A domain module: registers its routes on the app. A module of its own: the modules name it, and the list of them (index.ts) imports each. */
export type ServerModule = (app: FastifyInstance, deps: ServerDeps) => Promise<void> | void;
