import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import type { ServerConfig, ServerDeps } from '../../src/core/deps';
import type { RecordingBroadcaster } from '../../src/realtime/pusher-broadcaster';
import { startServer } from '../../src/start';

export interface TestServer {
  baseUrl: string;
  deps: ServerDeps;
  config: ServerConfig;
  dbFile: string;
  /** Events published when started without soketi. */
  published: RecordingBroadcaster['published'];
  stop(opts?: { keepDb?: boolean }): Promise<void>;
}

/** A free loopback TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface TestServerOptions {
  withSoketi?: boolean;
  dbFile?: string;
  env?: Record<string, string>;
  checkpointIntervalMs?: number;
}

/** Starts the real server on random loopback ports with a temp SQLite file (or `dbFile`). */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = opts.dbFile ? path.dirname(opts.dbFile) : fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-server-'));
  const dbFile = opts.dbFile ?? path.join(dir, 'test.sqlite');
  const [apiPort, pusherPort, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const config = loadConfig({
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    PUSHER_PORT: String(pusherPort),
    DB_FILE: dbFile,
    TEST_ROUTES: '1',
    LIMIT_CAPTCHA_PER_IP_SECOND: '100',
    LIMIT_REGISTER_PER_IP_MINUTE: '1000',
    LIMIT_REGISTRATIONS_PER_IP_DAY: '1000',
    ...opts.env,
  });
  const server = await startServer(config, { withSoketi: opts.withSoketi ?? false, quietSoketi: true, soketiMetricsPort: metricsPort, ...(opts.checkpointIntervalMs ? { checkpointIntervalMs: opts.checkpointIntervalMs } : {}) });
  const recorder = server.deps.broadcaster as Partial<RecordingBroadcaster>;
  return {
    baseUrl: server.url,
    deps: server.deps,
    config,
    dbFile,
    published: recorder.published ?? [],
    async stop({ keepDb = false } = {}) {
      await server.stop();
      if (!keepDb && !opts.dbFile) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the whole test file: started in a `beforeAll`, stopped in an `afterAll`. The handle reads
 * the started server, so it is used inside tests and hooks only (reading it earlier throws).
 */
export function serverForFile(opts: TestServerOptions = {}, startTimeoutMs = 60_000): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(opts);
  }, startTimeoutMs);
  afterAll(async () => {
    await started?.stop();
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!started) throw new Error(`test server read (${String(key)}) before beforeAll started it`);
      return Reflect.get(started, key);
    },
  });
}

/** POST JSON and read the reply shape and the response headers. */
export async function post<T = any>(
  baseUrl: string,
  url: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: number; message: string; data: T }; headers: Headers }> {
  const res = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { code: -1, message: text, data: null };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}
