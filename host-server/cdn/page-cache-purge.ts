import type { IncomingMessage } from 'node:http';

/**
 * The e2e run's purge of a host server's page cache: specs publish content and load the page at once, where
 * production waits out the cache's few seconds. Served only when the run asks for test routes (TEST_ROUTES=1,
 * never in production), to a direct loopback caller.
 */
export const PAGE_CACHE_PURGE_PATH = '/__test/page-cache';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A caller on this machine that no proxy relayed (a relayed request carries X-Forwarded-For). */
export const isDirectLoopbackCall = (req: IncomingMessage): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;

/** The test-route switch of the process (the backend reads the same variable). */
export const testRoutesEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => env.TEST_ROUTES === '1';
