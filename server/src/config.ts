import path from 'node:path';
import type { ServerConfig } from './core/deps';
import { resolveInstallSecrets } from './core/install-secrets';

type Env = Record<string, string | undefined>;

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/** Comma-separated origins (scheme://host:port), trimmed, without a trailing slash. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '');
}

export interface LoadConfigOptions {
  /** Told once when a secret is generated for this installation (main.ts prints it). */
  announce?: (message: string) => void;
}

/** The SQLite file the environment names (DB_FILE, else data/mfp.sqlite under `cwd`). */
export function dbFileOf(env: Env = process.env, cwd = process.cwd()): string {
  return env.DB_FILE ?? path.resolve(cwd, 'data/mfp.sqlite');
}

/**
 * Reads the server configuration from the environment. Plain settings have local defaults; secrets
 * (console token, hand-off key, Pusher secret) never do: unset, they are generated once per
 * installation and kept next to the database (core/install-secrets.ts).
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd(), opts: LoadConfigOptions = {}): ServerConfig {
  const host = env.API_HOST ?? '127.0.0.1';
  const port = num(env.API_PORT, 4000);
  const dbFile = dbFileOf(env, cwd);
  const { secrets, created, file } = resolveInstallSecrets(env, dbFile);
  if (created.includes('consoleToken')) {
    opts.announce?.(`Console token generated for this installation (kept in ${file ?? 'memory'}): ${secrets.consoleToken}`);
  }
  return {
    host,
    port,
    // Never the API's own origin: a browser may not reach it (its port on the Fetch standard's bad-port list,
    // e.g. 6000) and the pages' policy names only the site's origins. The site's origin proxies /assets/ and /sim/.
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    siteId: env.SITE_ID ?? '1',
    consoleToken: secrets.consoleToken,
    proxySecret: env.PROXY_SECRET || null,
    sessionKey: env.MFP_SESSION_KEY || null,
    handoffKey: secrets.handoffKey,
    pusher: {
      appId: env.PUSHER_APP_ID ?? 'mfp',
      key: env.PUSHER_APP_KEY ?? 'mfp-key',
      secret: secrets.pusherSecret,
      host: env.PUSHER_HOST ?? '127.0.0.1',
      port: num(env.PUSHER_PORT, 6001),
    },
    dbFile,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    sessionTtlMs: num(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    loginHeaderName: 'x-login-header',
    // Off unless asked for: only the e2e run and the jest helpers turn the /__test routes on.
    testRoutes: env.TEST_ROUTES === '1',
    limits: {
      loginPerIpPerMinute: num(env.LIMIT_LOGIN_PER_IP_MINUTE, 120),
      captchaPerIpPerSecond: num(env.LIMIT_CAPTCHA_PER_IP_SECOND, 20),
      registerPerIpPerMinute: num(env.LIMIT_REGISTER_PER_IP_MINUTE, 30),
      registrationsPerIpPerDay: num(env.LIMIT_REGISTRATIONS_PER_IP_DAY, 50),
      rumBeaconsPerIpPerMinute: num(env.LIMIT_RUM_PER_IP_MINUTE, 60),
      loginPerAccount: {
        freeFailures: num(env.LIMIT_LOGIN_ACCOUNT_FREE_FAILURES, 5),
        baseDelayMs: num(env.LIMIT_LOGIN_ACCOUNT_BASE_DELAY_MS, 1_000),
        maxDelayMs: num(env.LIMIT_LOGIN_ACCOUNT_MAX_DELAY_MS, 60_000),
        windowMs: num(env.LIMIT_LOGIN_ACCOUNT_WINDOW_MINUTES, 15) * 60_000,
      },
    },
  };
}
