import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { portAnswers } from '@mfp/shared/node/port-answers';
import type { PusherConfig } from './pusher-config';

export interface SoketiProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

function soketiBin(): string {
  const req = createRequire(path.join(process.cwd(), 'noop.js'));
  let pkg: string;
  try {
    pkg = req.resolve('@soketi/soketi/package.json');
  } catch {
    pkg = createRequire(path.resolve(process.cwd(), 'server/noop.js')).resolve('@soketi/soketi/package.json');
  }
  return path.join(path.dirname(pkg), 'bin', 'server.js');
}

function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`soketi did not open ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Preloaded into soketi: it exits when the process that started it is gone. Its stdin is a pipe from that process,
 * which ends when the process dies in any way (SIGKILL included), so a backend killed hard leaves no soketi holding
 * the socket port (the next start would refuse it).
 */
export const EXIT_WITH_PARENT =
  'data:text/javascript,process.stdin.on("end",()=>process.exit(0)).on("error",()=>process.exit(0)).resume()';

/** Spawns `soketi start` with the app id/key/secret of the config and waits until it listens. */
export async function startSoketi(
  pusher: PusherConfig,
  opts: { metricsPort?: number; quiet?: boolean } = {},
): Promise<SoketiProcess> {
  // A soketi left running by another run would answer the port check below while holding another app
  // secret: every private channel would then be refused, silently. Refuse to start instead.
  if (await portAnswers(pusher.host, pusher.port))
    throw new Error(`${pusher.host}:${pusher.port} is already taken (a soketi left running by another run?): stop it or set PUSHER_PORT`);
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, soketiBin(), 'start'], {
    env: {
      ...process.env,
      SOKETI_HOST: pusher.host,
      SOKETI_PORT: String(pusher.port),
      SOKETI_DEFAULT_APP_ID: pusher.appId,
      SOKETI_DEFAULT_APP_KEY: pusher.key,
      SOKETI_DEFAULT_APP_SECRET: pusher.secret,
      SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: 'false',
      SOKETI_METRICS_ENABLED: 'false',
      SOKETI_METRICS_SERVER_PORT: String(opts.metricsPort ?? pusher.port + 3600),
      SOKETI_METRICS_HOST: '127.0.0.1',
      SOKETI_SHUTDOWN_GRACE_PERIOD: '300',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: opts.quiet ? ['pipe', 'ignore', 'ignore'] : ['pipe', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(pusher.host, pusher.port, 15_000),
      exited.then(() => {
        throw new Error('soketi exited during start');
      }),
    ]);
  } catch (error) {
    // A start that failed (late, or soketi died) leaves nothing behind.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
