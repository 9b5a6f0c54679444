import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { portAnswers } from '@mfp/shared/node/port-answers';

/** True when something accepts connections on 127.0.0.1:port within a second. */
export const portOpen = (port: number): Promise<boolean> => portAnswers('127.0.0.1', port);

async function waitForPort(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited()) throw new Error(`exited before it listened on ${port}`);
    if (await portOpen(port)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`did not listen on ${port} within ${timeoutMs} ms`);
}

export interface NodeSpec {
  /** Name in logs and in the control server's paths (`soketi-a`, `redis`). */
  name: string;
  port: number;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

/** One member of the cluster run: a child process that can be crashed (SIGKILL) and started again on its port. */
export class NodeProcess {
  private child: ChildProcess | null = null;

  constructor(readonly spec: NodeSpec) {}

  running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process (no-op while it runs) and waits until it listens. */
  async start(): Promise<void> {
    if (this.running()) return;
    if (await portOpen(this.spec.port))
      throw new Error(`${this.spec.name}: 127.0.0.1:${this.spec.port} is already taken (a run left behind?)`);
    const opts: SpawnOptions = {
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    };
    if (this.spec.cwd) opts.cwd = this.spec.cwd;
    const child = spawn(this.spec.command, this.spec.args, opts);
    this.child = child;
    child.once('error', (e) => console.error(`[cluster] ${this.spec.name}: ${e.message}`));
    await waitForPort(
      this.spec.port,
      60_000,
      () => child.exitCode !== null || child.signalCode !== null,
    ).catch(async (e: Error) => {
      await this.stop('SIGKILL');
      throw new Error(`${this.spec.name}: ${e.message}`);
    });
  }

  /** Stops it with `signal` (SIGKILL: as a crash would) and waits for the exit. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running()) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
