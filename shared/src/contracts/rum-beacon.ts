/**
 * Real-user monitoring (issue 22 point 2): what the host reports per page view and the collector accepts.
 * One rule for both sides: the host builds beacons of this shape, the collector stores only what
 * `parseRumBeacon` accepts. Dependency-free, like canary.ts.
 */
import { isSessionId } from './canary';
import { REMOTE_NAMES, type RemoteName } from './remotes';

/** Where the host sends beacons: the API path, reached same-origin through the host's proxy. */
export const RUM_BEACON_PATH = '/api/rum';
/** The largest beacon body the collector reads (bytes); a larger one is refused unread. */
export const RUM_MAX_BODY_BYTES = 16 * 1024;
/** Page views in one beacon at most; the host flushes before it holds more. */
export const RUM_MAX_VIEWS = 20;
/** Share of sessions (0 to 1) that report when the site config names no rate. */
export const RUM_DEFAULT_SAMPLE_RATE = 0.1;
/** The beacon format; a collector refuses any other. */
export const RUM_BEACON_VERSION = 1;

export const WEB_VITALS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** One remote as a page view met it: the version it loaded and what went wrong with it. */
export interface RumRemoteReport {
  remote: RemoteName;
  version: string;
  /** Times its module could not be loaded (after the runtime's own retries). */
  loadFailures: number;
  /** Times it threw while rendering (caught by its area's error boundary). */
  renderErrors: number;
  /** Retries taken: the runtime's manifest and entry retries and the member's retry clicks. */
  retries: number;
}

/** One page view: its path, when it began (epoch ms), its remotes and the web vitals measured in it. */
export interface RumPageView {
  path: string;
  at: number;
  remotes: RumRemoteReport[];
  /** LCP, INP, TTFB in milliseconds; CLS unitless. */
  vitals: Partial<Record<WebVital, number>>;
}

export interface RumBeacon {
  v: typeof RUM_BEACON_VERSION;
  /** The session id of the canary draw (SESSION_ID_COOKIE), so versions are counted per session. */
  sessionId: string;
  views: RumPageView[];
}

export type RumParse = { ok: true; beacon: RumBeacon } | { ok: false; reason: string };

const VERSION = /^[A-Za-z0-9_.-]{1,80}$/;
const MAX_PATH = 512;
const MAX_COUNT = 1000;
/** Upper bounds of plausible values: a minute for the timings, 100 for CLS. */
const VITAL_MAX: Record<WebVital, number> = { lcp: 60_000, inp: 60_000, ttfb: 60_000, cls: 100 };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNT;
const hasOnly = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(o).every((k) => keys.includes(k));

function remoteError(r: unknown): string | null {
  if (!isObject(r) || !hasOnly(r, ['remote', 'version', 'loadFailures', 'renderErrors', 'retries']))
    return 'remote is not a report';
  if (!REMOTE_NAMES.includes(r.remote as RemoteName)) return 'unknown remote';
  if (typeof r.version !== 'string' || !VERSION.test(r.version)) return 'bad version';
  if (!isCount(r.loadFailures) || !isCount(r.renderErrors) || !isCount(r.retries)) return 'bad count';
  return null;
}

function viewError(view: unknown): string | null {
  if (!isObject(view) || !hasOnly(view, ['path', 'at', 'remotes', 'vitals']))
    return 'view is not a page view';
  if (typeof view.path !== 'string' || !view.path.startsWith('/') || view.path.length > MAX_PATH)
    return 'bad path';
  if (!Number.isInteger(view.at) || (view.at as number) <= 0) return 'bad time';
  if (!Array.isArray(view.remotes) || view.remotes.length > REMOTE_NAMES.length) return 'bad remotes';
  const seen = new Set<unknown>();
  for (const r of view.remotes) {
    const error = remoteError(r);
    if (error) return error;
    const name = (r as RumRemoteReport).remote;
    if (seen.has(name)) return 'remote twice in a view';
    seen.add(name);
  }
  if (!isObject(view.vitals) || !hasOnly(view.vitals, WEB_VITALS)) return 'bad vitals';
  for (const [name, value] of Object.entries(view.vitals)) {
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > VITAL_MAX[name as WebVital]
    )
      return `bad ${name}`;
  }
  return null;
}

/** Checks a decoded beacon against the format; the collector stores nothing that fails. */
export function parseRumBeacon(raw: unknown): RumParse {
  if (!isObject(raw) || !hasOnly(raw, ['v', 'sessionId', 'views']))
    return { ok: false, reason: 'not a beacon' };
  if (raw.v !== RUM_BEACON_VERSION) return { ok: false, reason: 'unknown beacon version' };
  if (typeof raw.sessionId !== 'string' || !isSessionId(raw.sessionId))
    return { ok: false, reason: 'bad session id' };
  if (!Array.isArray(raw.views) || raw.views.length === 0 || raw.views.length > RUM_MAX_VIEWS)
    return { ok: false, reason: 'bad views' };
  for (const view of raw.views) {
    const error = viewError(view);
    if (error) return { ok: false, reason: error };
  }
  return { ok: true, beacon: raw as unknown as RumBeacon };
}

/** The version a remote's manifest URL names (`<origin>/<version>/mf-manifest.json`), or 'unknown'. */
export function versionOfManifestUrl(url: string): string {
  const match = /\/([A-Za-z0-9_.-]{1,80})\/mf-manifest\.json(?:[?#].*)?$/.exec(url);
  return match?.[1] ?? 'unknown';
}

/** The 75th percentile (nearest rank) of some values, or null when there are none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

/**
 * Sessions of one client counted per remote version at most (the default of the summary and the rollback
 * rule): a client reporting more, however many session ids it holds, weighs as this many.
 */
export const RUM_SESSIONS_PER_CLIENT = 5;

/** What the collector reports per remote and version: sessions, those with an error, the clients behind them, p75 LCP and INP. */
export interface RumVersionStats {
  remote: RemoteName;
  version: string;
  /** Sessions counted: at most `maxSessionsPerClient` of each client, the first it reported. */
  sessions: number;
  errorSessions: number;
  /** errorSessions / sessions (0 with no sessions). */
  errorRate: number;
  /** Distinct clients (addresses, an IPv6 /64) whose sessions are counted. */
  clients: number;
  p75Lcp: number | null;
  p75Inp: number | null;
}

/** One stored page view of a remote version, in the order the collector received it. */
export interface RumVersionView {
  sessionId: string;
  /** Who reported it (the collector's key of its address). */
  client: string;
  failed: boolean;
  lcp: number | null;
  inp: number | null;
}

/**
 * The stats of one remote version from its views: a session errs when any of its counted views had a load
 * failure or render error. Each client counts with its first `maxSessionsPerClient` sessions only (their views
 * alone feed the percentiles too), so one client can neither force a verdict nor drown the others' errors.
 */
export function versionStats(
  remote: RemoteName,
  version: string,
  views: readonly RumVersionView[],
  maxSessionsPerClient: number = RUM_SESSIONS_PER_CLIENT,
): RumVersionStats {
  const admitted = new Map<string, Set<string>>();
  const counted = views.filter((v) => {
    const sessions = admitted.get(v.client) ?? new Set<string>();
    admitted.set(v.client, sessions);
    if (!sessions.has(v.sessionId) && sessions.size >= maxSessionsPerClient) return false;
    sessions.add(v.sessionId);
    return true;
  });
  // A session id is counted once, whichever clients reported it (a phone moving between networks).
  const sessions = new Set(counted.map((v) => v.sessionId));
  const erring = new Set(counted.filter((v) => v.failed).map((v) => v.sessionId));
  const clients = new Set(counted.map((v) => v.client));
  const present = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
  return {
    remote,
    version,
    sessions: sessions.size,
    errorSessions: erring.size,
    errorRate: sessions.size === 0 ? 0 : erring.size / sessions.size,
    clients: clients.size,
    p75Lcp: p75(present(counted.map((v) => v.lcp))),
    p75Inp: p75(present(counted.map((v) => v.inp))),
  };
}
