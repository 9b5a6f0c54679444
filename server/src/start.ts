import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Broadcaster, ServerConfig, ServerDeps } from './core/deps';
import { checkpoint } from './db/backup';
import { runMigrations } from './db/migrate';
import { migrations } from './db/migrations/index';
import { openDb } from './db/open-db';
import { PusherBroadcaster, RecordingBroadcaster } from './realtime/pusher-broadcaster';
import { superviseSoketi, type SoketiSupervisor } from './realtime/soketi-supervisor';
import { seeds } from './seed/index';
import { runSeeds } from './seed/seed';

/** How often the WAL is checkpointed into the database file while the server runs. */
export const CHECKPOINT_INTERVAL_MS = 60_000;

export interface StartOptions {
  /** Spawn soketi and publish to it; otherwise events are only recorded in memory. */
  withSoketi?: boolean;
  /** Publish to a soketi (or Pusher) started elsewhere, at config.pusher, without spawning one (the cluster run's nodes). */
  externalSoketi?: boolean;
  logger?: boolean;
  quietSoketi?: boolean;
  soketiMetricsPort?: number;
  checkpointIntervalMs?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  deps: ServerDeps;
  soketi: SoketiSupervisor | null;
  url: string;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds it once, starts soketi (if asked) and the API. */
export async function startServer(config: ServerConfig, opts: StartOptions = {}): Promise<RunningServer> {
  const db = openDb(config.dbFile);
  runMigrations(db, migrations);
  runSeeds(db, config, seeds);

  let soketi: SoketiSupervisor | null = null;
  let broadcaster: Broadcaster;
  try {
    if (opts.withSoketi) {
      soketi = await superviseSoketi(config.pusher, { quiet: opts.quietSoketi ?? false, ...(opts.soketiMetricsPort ? { metricsPort: opts.soketiMetricsPort } : {}) });
      broadcaster = new PusherBroadcaster(config.pusher, (msg) => console.warn(msg));
    } else if (opts.externalSoketi) {
      broadcaster = new PusherBroadcaster(config.pusher, (msg) => console.warn(msg));
    } else {
      broadcaster = new RecordingBroadcaster();
    }
  } catch (err) {
    db.close();
    throw err;
  }
  const deps: ServerDeps = { db, broadcaster, config, ...(soketi ? { soketi } : {}) };
  const app = await buildApp(deps, { logger: opts.logger ?? false });
  const address = await app.listen({ host: config.host, port: config.port });
  // The WAL is folded into the database file every minute (and by SQLite at close), so the file alone is never far behind.
  const checkpoints = setInterval(() => checkpoint(db), opts.checkpointIntervalMs ?? CHECKPOINT_INTERVAL_MS);
  checkpoints.unref();
  let stopped = false;
  return {
    app,
    deps,
    soketi,
    url: address,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
      clearInterval(checkpoints);
      if (soketi) await soketi.stop();
      // SQLite checkpoints and removes the WAL when its last connection closes.
      db.close();
    },
  };
}
