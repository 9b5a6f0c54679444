/**
 * Canary releases (issue 22): the site config may name, per remote, a second version served to a share
 * of sessions. A session is a random id in a first-party session cookie, so a reload keeps its versions;
 * each remote draws its own bucket from it. Dependency-free: the host's first script resolves the
 * manifests with it before the shared singletons load.
 */

/** The version a remote is tried at, and the percent of sessions (0 to 100) that get it. */
export interface CanaryRelease {
  readonly url: string;
  readonly weight: number;
}

/** The first-party cookie that holds the session's id; no expiry: it ends with the browser session. */
export const SESSION_ID_COOKIE = 'mfp_sid';

/** What a session id looks like: letters, digits and dashes, 8 to 64 (a UUID, as the site issues them). */
export const isSessionId = (value: string): boolean => /^[A-Za-z0-9-]{8,64}$/.test(value);

/** A session's bucket (0 to 99) for a remote: FNV-1a of `id:remote`, so remotes are drawn independently. */
export function sessionBucket(sessionId: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${sessionId}:${remote}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export const isCanaryRelease = (v: unknown): v is CanaryRelease =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CanaryRelease).url === 'string' &&
  Number.isInteger((v as CanaryRelease).weight) &&
  (v as CanaryRelease).weight >= 0 &&
  (v as CanaryRelease).weight <= 100;

/** The manifest URL this session loads a remote from: the canary's when its bucket falls under the weight. */
export function chooseRemoteUrl(stable: string, canary: CanaryRelease | undefined, sessionId: string, remote: string): string {
  return canary && sessionBucket(sessionId, remote) < canary.weight ? canary.url : stable;
}

/** Every remote's manifest URL for this session, from a config's `remotes` and optional `canary` maps. */
export function remoteUrlsFor(config: { remotes?: unknown; canary?: unknown }, sessionId: string): Record<string, string> {
  const stable = (config.remotes ?? {}) as Record<string, unknown>;
  const canary = (config.canary ?? {}) as Record<string, unknown>;
  const urls: Record<string, string> = {};
  for (const [name, url] of Object.entries(stable)) {
    if (typeof url !== 'string') continue;
    const c = canary[name];
    urls[name] = chooseRemoteUrl(url, isCanaryRelease(c) ? c : undefined, sessionId, name);
  }
  return urls;
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** The session id from its cookie, made (and set) on the session's first page. */
export function sessionIdOf(doc: Pick<Document, 'cookie'>): string {
  const found = doc.cookie
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${SESSION_ID_COOKIE}=`));
  const value = found?.slice(SESSION_ID_COOKIE.length + 1);
  if (value && isSessionId(value)) return value;
  const id = randomId();
  doc.cookie = `${SESSION_ID_COOKIE}=${id}; path=/; SameSite=Lax`;
  return id;
}
