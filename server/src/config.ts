import path from 'node:path';
import type { ServerConfig } from './core/deps';

type Env = Record<string, string | undefined>;

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/** Reads the server configuration from the environment; every value has a safe local default. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const host = env.API_HOST ?? '127.0.0.1';
  const port = num(env.API_PORT, 4000);
  return {
    host,
    port,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    siteId: env.SITE_ID ?? '1',
    consoleToken: env.CONSOLE_TOKEN ?? 'local-console-token',
    proxySecret: env.PROXY_SECRET || null,
    handoffKey: env.HANDOFF_KEY ?? 'local-handoff-key-change-me',
    pusher: {
      appId: env.PUSHER_APP_ID ?? 'mfp',
      key: env.PUSHER_APP_KEY ?? 'mfp-key',
      secret: env.PUSHER_APP_SECRET ?? 'mfp-secret',
      host: env.PUSHER_HOST ?? '127.0.0.1',
      port: num(env.PUSHER_PORT, 6001),
    },
    dbFile: env.DB_FILE ?? path.resolve(cwd, 'data/mfp.sqlite'),
    sessionTtlMs: num(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    loginHeaderName: 'x-login-header',
    testRoutes: (env.TEST_ROUTES ?? '1') === '1',
    limits: {
      loginPerIpPerMinute: num(env.LIMIT_LOGIN_PER_IP_MINUTE, 120),
      captchaPerIpPerSecond: num(env.LIMIT_CAPTCHA_PER_IP_SECOND, 20),
      registerPerIpPerMinute: num(env.LIMIT_REGISTER_PER_IP_MINUTE, 30),
      registrationsPerIpPerDay: num(env.LIMIT_REGISTRATIONS_PER_IP_DAY, 50),
    },
  };
}
