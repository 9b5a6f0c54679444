import type { PusherConfig } from './pusher-config';
import { startSoketi, type SoketiProcess } from './soketi';

/**
 * The soketi child of this server, which can be crashed and started again (the resilience suite's
 * "socket server killed and restarted"). Only this server's own child is ever signalled.
 */
export interface SoketiSupervisor {
  /** Kills the running soketi with SIGKILL, as a crash would, and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts soketi again on the same address (no-op while one runs) and waits until it listens. */
  start(): Promise<void>;
  running(): boolean;
  /** Stops soketi for good (server shutdown). */
  stop(): Promise<void>;
}

type StartOpts = Parameters<typeof startSoketi>[1];

export async function superviseSoketi(pusher: PusherConfig, opts: StartOpts = {}): Promise<SoketiSupervisor> {
  let current: SoketiProcess | null = await startSoketi(pusher, opts);
  const alive = (p: SoketiProcess | null): p is SoketiProcess =>
    p !== null && p.child.exitCode === null && p.child.signalCode === null;
  return {
    running: () => alive(current),
    async kill() {
      const p = current;
      current = null;
      if (!alive(p)) return;
      const exited = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
      p.child.kill('SIGKILL');
      await exited;
    },
    async start() {
      if (alive(current)) return;
      current = await startSoketi(pusher, opts);
    },
    async stop() {
      const p = current;
      current = null;
      if (p) await p.stop();
    },
  };
}
