import type Database from 'better-sqlite3';
import type { Clock } from '@mfp/shared/safer-play';
import type { PusherConfig } from '../realtime/pusher-config';
import type { SoketiSupervisor } from '../realtime/soketi-supervisor';

/** Publishes a real-time event on a channel, as a Laravel backend broadcasts through Pusher. */
export interface Broadcaster {
  publish(channel: string, event: string, payload: unknown): Promise<void>;
}

export interface RateLimits {
  /** Login attempts per IP per minute before ip_error 106. */
  loginPerIpPerMinute: number;
  /** Captcha requests per IP per second before captcha code 101. */
  captchaPerIpPerSecond: number;
  /** Register submissions per IP per minute before 996. */
  registerPerIpPerMinute: number;
  /** Successful registrations per IP per day before 997. */
  registrationsPerIpPerDay: number;
  /** Real-user monitoring beacons per IP per minute before HTTP 429. */
  rumBeaconsPerIpPerMinute: number;
  /** Growing delays on one account after failed logins (core/account-throttle.ts). */
  loginPerAccount: AccountLoginLimits;
}

/**
 * After `freeFailures` failed logins of one account (within `windowMs` of each other), each further
 * attempt waits baseDelayMs * 2^(failures - freeFailures), at most maxDelayMs; a success clears them.
 */
export interface AccountLoginLimits {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  /**
   * Where the browser reaches the API's assets and game windows: '' (the default) for paths on the site's own
   * origin, which proxies /assets/ and /sim/ to the API, else an absolute base (PUBLIC_URL, e.g. an asset CDN).
   */
  publicUrl: string;
  siteId: string;
  consoleToken: string;
  handoffKey: string;
  /** Shared with the host's proxy, which sends it with X-Forwarded-For; null trusts no forwarding header. */
  proxySecret: string | null;
  /**
   * The key the host servers sign the sessions they issue with (MFP_SESSION_KEY, from host-server/start.ts): the RUM
   * collector counts only beacons of a session so signed. Null: no session is the site's, every beacon is refused.
   */
  sessionKey: string | null;
  pusher: PusherConfig;
  /** SQLite database file. */
  dbFile: string;
  /** Origins (the site's) allowed to call the API cross-origin, with credentials; any other gets no CORS header. */
  corsOrigins: string[];
  /** Lifetime of a member token. */
  sessionTtlMs: number;
  /** Name of the one-time request header that POST /api/login requires. */
  loginHeaderName: string;
  /** Loopback-only helper routes under /__test (captcha answers, sms codes, hand-off minting). */
  testRoutes: boolean;
  limits: RateLimits;
}

/** What every domain module receives: the database, the broadcaster and the config. */
export interface ServerDeps {
  db: Database.Database;
  broadcaster: Broadcaster;
  config: ServerConfig;
  /** This server's own soketi child, when it started one (crashed and restarted by loopback test routes). */
  soketi?: SoketiSupervisor;
  /** The time the safer-play rules read; tests move it. Unset: the real clock. */
  clock?: Clock;
}
